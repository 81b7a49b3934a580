import { Secret, TOTP } from 'otpauth';
import { apiCall, apiLogin, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';
import { waitForSignInCode } from './support/mailbox';
import { addDemoUser } from './support/users';

/** The part of the extension API the tests read inside an extension page. */
interface ChromeGlobal {
  chrome: { storage: { session: { get(key: string): Promise<Record<string, unknown>>; clear(): Promise<void> } } };
}

test('signing in elsewhere beyond the session limit ends this session and the login screen says why', async ({ workspace }) => {
  await signIn(workspace, 'admin@demo.test');
  await expect(workspace.getByTestId('gauges')).toBeVisible();
  // Three more sessions elsewhere: the tenant allows 3, so the workspace's (the oldest) ends.
  for (let i = 0; i < 3; i++) await apiLogin('admin@demo.test');

  await workspace.getByTestId('period-selector').getByText('Month').click();
  await expect(workspace).toHaveURL(/#!\/login\?status=401&url=%2Fdashboard&reason=logged_out/);
  await expect(workspace.getByTestId('login-notice')).toHaveText('You were signed out because you signed in on another device or window.');
});

test('loading the shell recovers the session; without one it goes to login', async ({ workspace, extension }) => {
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace.getByTestId('gauges')).toBeVisible();
  await workspace.reload();
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Riley Rep');

  // Without a stored session, loading the shell goes to login carrying the url, with no notice.
  await workspace.evaluate(() => (globalThis as unknown as ChromeGlobal).chrome.storage.session.clear());
  // An open page follows the stored session: with none left it goes to login by itself.
  await expect(workspace).toHaveURL(/#!\/login/);
  await workspace.goto(`chrome-extension://${extension.extensionId}/workspace.html#!/debug`);
  await workspace.reload();
  await expect(workspace).toHaveURL(/#!\/login\?url=%2Fdebug$/);
  await expect(workspace.getByLabel('Email')).toBeVisible();
  await expect(workspace.getByTestId('login-notice')).toHaveCount(0);
});

test('the debug page shows configuration and session data but never the token', async ({ workspace }) => {
  await signIn(workspace, 'admin@demo.test');
  await expect(workspace.getByTestId('gauges')).toBeVisible();
  const token = await workspace.evaluate(async () => {
    const stored = await (globalThis as unknown as ChromeGlobal).chrome.storage.session.get('connection');
    return (stored.connection as { token: string }).token;
  });
  expect(token.length).toBeGreaterThan(20);
  await workspace.goto(workspace.url().replace('#!/dashboard', '#!/debug'));
  await expect(workspace.getByTestId('debug-session')).toContainText('"email": "admin@demo.test"');
  await expect(workspace.getByTestId('debug-configuration')).toContainText('"instance"');
  await expect(workspace.locator('body')).not.toContainText(token);
  expect(await workspace.evaluate(() => localStorage.length)).toBe(0);
});

test('a user who must change password changes it in the modal and is signed in', async ({ workspace }) => {
  await addDemoUser({ email: 'expired.pw@demo.test', password: DEMO_PASSWORD, firstName: 'Ex', lastName: 'Pired', mustChangePassword: true });
  await signIn(workspace, 'expired.pw@demo.test');
  const modal = workspace.getByRole('dialog', { name: 'Change your password' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('New password', { exact: true }).fill('Better#Pass9');
  await modal.getByLabel('Confirm new password').fill('Better#Pass8');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The confirmation does not match the new password');
  await modal.getByLabel('New password', { exact: true }).fill('short');
  await modal.getByLabel('Confirm new password').fill('short');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByRole('alert')).toHaveText('The new password does not meet the password policy');
  await modal.getByLabel('New password', { exact: true }).fill('Better#Pass9');
  await modal.getByLabel('Confirm new password').fill('Better#Pass9');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Ex Pired');
});

test('a second factor from an authenticator app completes sign-in; a wrong code says so', async ({ workspace }) => {
  const secret = new Secret();
  await addDemoUser({ email: 'totp.user@demo.test', password: DEMO_PASSWORD, firstName: 'Tia', lastName: 'Totp', mfaMethod: 'app', mfaSecret: secret.base32 });
  await signIn(workspace, 'totp.user@demo.test');
  await expect(workspace).toHaveURL(/#!\/mfa\/app$/);
  await expect(workspace.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const right = new TOTP({ secret }).generate();
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await workspace.getByRole('textbox').first().focus();
  await workspace.keyboard.type(wrong);
  await workspace.getByRole('button', { name: 'Verify' }).click();
  await expect(workspace.getByTestId('mfa-error')).toHaveText('The verification code is not valid');
  await workspace.getByRole('textbox').first().focus();
  await workspace.keyboard.type(new TOTP({ secret }).generate());
  await workspace.getByRole('button', { name: 'Verify' }).click();
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Tia Totp');
});

test('a second factor by email: the code arrives by SMTP and completes sign-in', async ({ workspace }) => {
  await addDemoUser({ email: 'mail.mfa@demo.test', password: DEMO_PASSWORD, firstName: 'Mae', lastName: 'Mail', mfaMethod: 'email' });
  await signIn(workspace, 'mail.mfa@demo.test');
  await expect(workspace).toHaveURL(/#!\/mfa\/email$/);
  await expect(workspace.getByText('We emailed you a 6-digit code. Enter it below.')).toBeVisible();
  const code = await waitForSignInCode('mail.mfa@demo.test');
  await workspace.getByRole('textbox').first().focus();
  await workspace.keyboard.type(code);
  await workspace.getByRole('button', { name: 'Verify' }).click();
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Mae Mail');
});

test('the navbar sets presence, and signing out sets away and returns to login', async ({ workspace }) => {
  await signIn(workspace, 'rep2@demo.test');
  await expect(workspace.getByTestId('presence-select')).toHaveValue('On Break');
  // The status's dot is its own colour (On Break is not green); the live-updates dot is labelled apart.
  await expect(workspace.getByTestId('presence-dot')).toHaveAttribute('data-colour', 'yellow');
  await expect(workspace.getByTestId('updates-status')).toContainText(/Live|Offline/);
  await workspace.getByTestId('presence-select').click();
  await workspace.getByRole('option', { name: 'Available' }).click();
  await expect(workspace.getByTestId('presence-dot')).toHaveAttribute('data-colour', 'green');
  const token = await apiLogin('rep2@demo.test');
  // That sign-in itself set presence to away; set it from the UI again and read it back.
  await workspace.getByTestId('presence-select').click();
  await workspace.getByRole('option', { name: 'Busy' }).click();
  await expect.poll(async () => (await apiCall<{ payload: { presence: string } }>('GET', '/session/status', { token })).body.payload.presence).toBe('busy');
  await expect(workspace.getByTestId('presence-dot')).toHaveAttribute('data-colour', 'red');

  await workspace.getByRole('button', { name: 'Sign out' }).click();
  await expect(workspace).toHaveURL(/#!\/login$/);
  const presence = await apiCall<{ payload: { presence: string } }>('GET', '/session/status', { token });
  expect(presence.body.payload.presence).toBe('away');
});
