import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { contacts } from '../../server/db/schema';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { apiCall, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';
import { sidewaysScroll } from './support/sideways-scroll';

/** An administrator of a tenant of their own (no keys yet), with one contact for a key to find. */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Keys Co ${tag}`);
    const admin = await createUser(database.db, tenant.id, { email: `keys-admin-${tag}@keys.test`, password: DEMO_PASSWORD, firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    await database.db.insert(contacts).values({ tenantId: tenant.id, ownerId: admin.id, firstName: 'Kim', lastName: 'Keyfinder', companyName: 'Keys Inc' });
    return { admin: admin.email };
  } finally {
    await database.close();
  }
}

test('API keys: an administrator creates a key, sees it once, a script lists contacts with it, and after revoking it the same call gets 401', async ({ workspace }) => {
  const { admin } = await freshTenant();
  // The side panel's width: the page must work without sideways scrolling.
  await workspace.setViewportSize({ width: 400, height: 900 });
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings'));
  await workspace.getByTestId('settings-menu-select').click();
  await workspace.getByRole('option', { name: 'API keys' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/integrations\/apikey$/);
  const page = workspace.getByTestId('api-keys-page');
  await expect(page.getByTestId('api-keys-empty')).toHaveText('No API keys yet.');
  // The reference page the document is read on, on this server.
  const reference = await page.getByTestId('api-keys-openapi').getAttribute('href');
  expect(reference).toMatch(/\/api\/docs$/);
  expect((await fetch(reference!)).status).toBe(200);

  // An empty description is refused before sending.
  await page.getByTestId('api-key-create').click();
  await expect(page.getByText('A description is required')).toBeVisible();

  await page.getByTestId('api-key-description').fill('Nightly sync');
  await page.getByTestId('api-key-rights-write').check();
  await page.getByTestId('api-key-create').click();
  const notice = page.getByTestId('api-key-created');
  await expect(notice).toContainText('you will not see it again');
  const key = (await notice.getByTestId('api-key-value').textContent())!.trim();
  expect(key).toMatch(/^dwk_[A-Za-z0-9_-]{43}$/);
  await expect(notice.getByTestId('api-key-copy')).toBeVisible();
  const row = page.getByTestId('api-key-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-description', 'Nightly sync');
  await expect(row.getByTestId('api-key-created-by')).toContainText('Created by Ada Admin');
  await expect(row.getByTestId('api-key-last-used')).toHaveText('Never used');
  expect(await sidewaysScroll(workspace)).toBeNull();

  // Once dismissed, the key is gone from the page for good: only its first characters are listed.
  await notice.getByTestId('api-key-done').click();
  await expect(notice).toHaveCount(0);
  await expect(page).not.toContainText(key);

  // A script uses it, as the administrator, in this tenant.
  const listed = await apiCall<{ payload: { contacts: { lastName: string }[] } }>('GET', '/contacts', { token: key });
  expect(listed.status).toBe(200);
  expect(listed.body.payload.contacts.map((c) => c.lastName)).toEqual(['Keyfinder']);
  await workspace.reload();
  await expect(page.getByTestId('api-key-row').getByTestId('api-key-last-used')).toContainText('Last used');

  // Delete asks first; Cancel keeps the key working.
  await page.getByTestId('api-key-delete').click();
  const dialog = workspace.getByTestId('api-key-delete-dialog');
  await expect(dialog).toContainText('Delete the API key "Nightly sync"?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await apiCall('GET', '/contacts', { token: key })).status).toBe(200);
  await page.getByTestId('api-key-delete').click();
  await workspace.getByTestId('api-key-delete-confirm').click();
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  const revoked = await apiCall<{ reason?: string }>('GET', '/contacts', { token: key });
  expect(revoked.status).toBe(401);
  expect(revoked.body.reason).toBe('revoked');
  expect(await sidewaysScroll(workspace)).toBeNull();
});

test('API keys: the page is for administrators only', async ({ workspace }) => {
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/integrations/apikey'));
  await expect(workspace.getByText("You don't have access to this page")).toBeVisible();
  await expect(workspace.getByTestId('api-keys-page')).toHaveCount(0);
});

test('API keys: a list that cannot be read shows the error with a retry; a refused create and delete show the spec’s messages', async ({ workspace }) => {
  const { admin } = await freshTenant();
  await signIn(workspace, admin);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  // The server answers 500 to the list until the test lets it through.
  let failList = true;
  await workspace.route('**/api/admin/api-keys', (route) =>
    route.request().method() === 'GET' && failList ? route.fulfill({ status: 500, json: { status: 500, message: 'Internal error' } }) : route.fallback(),
  );
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/settings/integrations/apikey'));
  const page = workspace.getByTestId('api-keys-page');
  const error = page.getByTestId('api-keys-error');
  await expect(error).toContainText('Could not retrieve data from server.');
  failList = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('api-keys-empty')).toBeVisible();

  await workspace.route('**/api/admin/api-keys', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { status: 500, message: 'Internal error' } }) : route.fallback(),
  );
  await page.getByTestId('api-key-description').fill('Refused');
  await page.getByTestId('api-key-create').click();
  await expect(page.getByTestId('api-keys-alert')).toHaveText('Unable to create API key.');
  // What was typed stays for another try.
  await expect(page.getByTestId('api-key-description')).toHaveValue('Refused');
  await workspace.unroute('**/api/admin/api-keys');
  await page.getByTestId('api-key-create').click();
  await expect(page.getByTestId('api-key-created')).toBeVisible();

  await workspace.route('**/api/admin/api-keys/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { status: 500, message: 'Internal error' } }) : route.fallback(),
  );
  await page.getByTestId('api-key-delete').click();
  await workspace.getByTestId('api-key-delete-confirm').click();
  await expect(page.getByTestId('api-keys-alert')).toHaveText('Unable to delete API key.');
  await expect(page.getByTestId('api-key-row')).toHaveCount(1);
});
