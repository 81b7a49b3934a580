import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

interface MetricsReply {
  payload: { metrics: { type: string; value: number; unit: string; threshold: { warning: number; error: number } }[] };
}

/** The spec's gauge colours: warning below the warning threshold, error below the error threshold. */
const colourOf = (m: MetricsReply['payload']['metrics'][number]) => (m.value < m.threshold.error ? 'error' : m.value < m.threshold.warning ? 'warning' : 'normal');

/** Counts grouped (en-US), time hh:mm:ss with hours past 23 (issue 33: one duration rule). */
const asShown = (m: { value: number; unit: string }) => {
  if (m.unit !== 'minutes') return m.value.toLocaleString('en-US');
  const s = Math.round(m.value * 60);
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
};

test('a rep signs in through the form and sees the seeded figures on the dashboard', async ({ workspace }) => {
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await expect(workspace.getByTestId('signed-in-user')).toHaveText('Riley Rep');

  const token = await apiLogin('rep@demo.test');
  const expected = await apiCall<MetricsReply>('GET', '/metrics/activity-metrics/currentWeek', { token });
  expect(expected.body.payload.metrics.find((m) => m.type === 'callsOut')?.value).toBeGreaterThan(0);
  for (const metric of expected.body.payload.metrics) {
    await expect(workspace.getByTestId(`gauge-${metric.type}`).getByTestId('gauge-value')).toHaveText(asShown(metric));
    await expect(workspace.getByTestId(`gauge-${metric.type}`)).toHaveAttribute('data-colour', colourOf(metric));
  }
  // Time is shown as hh:mm:ss.
  await expect(workspace.getByTestId('gauge-talkTime').getByTestId('gauge-value')).toHaveText(/^\d{2,}:\d{2}:\d{2}$/);
  // After login the presence is away.
  await expect(workspace.getByTestId('presence-select')).toHaveValue('On Break');
  // The offscreen document holds the /updates socket for the signed-in user.
  await expect(workspace.getByTestId('updates-status')).toHaveAttribute('data-connected', 'true');
  await expect(workspace.getByRole('status', { name: 'Live updates connected' })).toBeVisible();
});

test("a wrong password shows 'Email and password combination is not valid'", async ({ workspace }) => {
  await signIn(workspace, 'rep2@demo.test', 'not-the-password');
  await expect(workspace.getByTestId('login-error')).toHaveText('Email and password combination is not valid');
  await expect(workspace).toHaveURL(/#!\/login/);
});

test('6 wrong attempts bring the captcha, which the user solves to try again', async ({ workspace }) => {
  const email = 'locked.out@demo.test';
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(workspace, email, `wrong-${attempt}`);
    await expect(workspace.getByTestId('login-error')).toHaveText('Email and password combination is not valid');
    await expect(workspace.getByTestId('captcha')).toHaveCount(0);
  }
  await signIn(workspace, email, 'wrong-6');
  await expect(workspace.getByTestId('login-error')).toContainText('Too many incorrect login attempts');
  await expect(workspace.getByTestId('captcha')).toBeVisible();
  await expect(workspace.getByRole('button', { name: 'Sign in' })).toBeDisabled();

  await workspace.getByLabel("I'm not a robot").check();
  await expect(workspace.getByTestId('captcha')).toContainText('Verified', { timeout: 30_000 });
  await workspace.getByRole('button', { name: 'Sign in' }).click();
  // The captcha was accepted: the server judged the password again.
  await expect(workspace.getByTestId('login-error')).toHaveText('Email and password combination is not valid');
});

test('a manager switches the dashboard to a team', async ({ workspace }) => {
  await signIn(workspace, 'manager@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.getByTestId('manager-view').getByText('Other').click();
  await workspace.getByRole('combobox', { name: 'User or team' }).click();
  await workspace.getByRole('option', { name: 'East Team' }).click();

  const token = await apiLogin('manager@demo.test');
  const teams = await apiCall<{ payload: { teams: { id: number; name: string }[] } }>('GET', '/teams', { token });
  const east = teams.body.payload.teams.find((t) => t.name === 'East Team');
  expect(east).toBeDefined();
  await expect(workspace.getByTestId('gauges')).toHaveAttribute('data-selector', `team:${east?.id}`);
  const expected = await apiCall<MetricsReply>('GET', `/metrics/activity-metrics/team/${east?.id}/currentWeek`, { token });
  const callsOut = expected.body.payload.metrics.find((m) => m.type === 'callsOut');
  await expect(workspace.getByTestId('gauge-callsOut').getByTestId('gauge-value')).toHaveText(String(callsOut?.value));
});

test('the rep has no manager view', async ({ workspace }) => {
  await signIn(workspace, 'rep2@demo.test');
  await expect(workspace.getByTestId('gauges')).toBeVisible();
  await expect(workspace.getByTestId('manager-view')).toHaveCount(0);
});
