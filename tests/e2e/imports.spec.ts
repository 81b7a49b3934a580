import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../../server/db/database';
import { createTenant, createUser } from '../../server/seed/tenant-factory';
import { createList } from './support/list-helpers';
import { apiCall, apiLogin, apiUrl, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';

/** A tenant of its own, so the import's contacts and duplicates are this test's alone. */
async function freshTenant() {
  const database = openDatabase(process.env.E2E_DATABASE_URL!, 1);
  const tag = randomUUID().slice(0, 8);
  try {
    const tenant = await createTenant(database.db, `Import Co ${tag}`);
    const manager = await createUser(database.db, tenant.id, { email: `import-mgr-${tag}@import.test`, password: DEMO_PASSWORD, firstName: 'Ima', lastName: 'Porter', role: 'manager' });
    const rep = await createUser(database.db, tenant.id, { email: `import-rep-${tag}@import.test`, password: DEMO_PASSWORD, firstName: 'Rae', lastName: 'Rep', role: 'rep' });
    return { manager: manager.email, rep: rep.email, tag };
  } finally {
    await database.close();
  }
}

/** 300 rows, 6 of them bad (2%), with a column the page cannot guess ('Org'); a fresh tenant's layout has no Contact Role, so that column stays out. */
function peopleCsv(tag: string) {
  const lines = ['First Name,Last Name,Email,Phone,Contact Role,Org'];
  for (let i = 0; i < 300; i++) {
    const bad = i % 50 === 7;
    lines.push(bad ? `Bad${i},Row,not-an-email-${i},,Champion,Acme` : `P${i},Person${tag},p${i}.${tag}@import.test,+1 720 555 ${1000 + i},Champion,Acme ${i}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

test('CSV import: upload, map columns with a preview, run with live progress into a list, download the rejected rows with their reasons; data quality counts what the import left', async ({
  workspace,
}) => {
  const { manager, rep, tag } = await freshTenant();
  const token = await apiLogin(manager);
  const list = await createList(token, { name: `Imported ${tag}` });

  await signIn(workspace, manager);
  await expect(workspace).toHaveURL(/#!\/dashboard/);
  await workspace.getByTestId('nav-more').click();
  await workspace.getByRole('menuitem', { name: 'Import' }).click();
  await expect(workspace).toHaveURL(/#!\/import/);
  await expect(workspace.getByTestId('import-history')).toContainText('No imports yet.');

  await workspace.locator('input[type=file]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: peopleCsv(tag) });
  await workspace.getByRole('button', { name: 'Upload' }).click();
  await expect(workspace).toHaveURL(/#!\/settings\/imports\/\d+/);
  const detail = workspace.getByTestId('import-detail');
  await expect(detail).toHaveAttribute('data-status', 'uploaded');
  // Headers that name a field are mapped already; the preview shows the first values.
  await expect(workspace.getByRole('combobox', { name: 'Field: Email' })).toHaveValue('Email');
  await expect(workspace.getByTestId('import-mapping')).toContainText(`p0.${tag}@import.test`);
  await expect(workspace.getByRole('combobox', { name: 'Field: Org' })).toHaveValue('Do not import');
  await workspace.getByRole('combobox', { name: 'Field: Org' }).click();
  await workspace.getByRole('option', { name: 'Company', exact: true }).click();
  await workspace.getByRole('combobox', { name: 'Add to list (optional)' }).click();
  await workspace.getByRole('option', { name: `Imported ${tag}` }).click();
  await workspace.getByRole('button', { name: 'Start import' }).click();

  await expect(detail).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const progress = workspace.getByTestId('import-progress');
  await expect(progress).toHaveAttribute('data-processed', '300');
  await expect(progress).toHaveAttribute('data-created', '294');
  await expect(progress).toHaveAttribute('data-rejected', '6');
  await expect(progress).toContainText('300 of 300 rows');

  const download = workspace.waitForEvent('download');
  await workspace.getByRole('button', { name: 'Download skipped rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('people - skipped rows.csv');
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Row,Reason,First Name,Last Name,Email,Phone,Contact Role,Org');
  expect(lines.slice(1)).toHaveLength(6);
  expect(lines[1]).toBe('9,Not a valid email address.,Bad7,Row,not-an-email-7,,Champion,Acme');

  // What the API client sees: the contacts, with the mapped company, in the list.
  const found = await apiCall<{ payload: { contacts: Array<{ id: number; firstName: string; companyName: string | null }> } }>(
    'GET',
    `/contacts/search?query=${encodeURIComponent(`P12 Person${tag}`)}&limit=5`,
    { token },
  );
  expect(found.body.payload.contacts.find((c) => c.firstName === 'P12')?.companyName).toBe('Acme 12');
  const listed = await apiCall<{ payload: { list: { contactsCount: number } } }>('GET', `/lists/${list.id}`, { token });
  expect(listed.body.payload.list.contactsCount).toBe(294);
  await expect(workspace.locator('[data-testid="import-history-row"]').first()).toHaveAttribute('data-status', 'done');

  // Data quality: one more record, with no phone and an email another contact has, shows in its counts.
  const put = await fetch(`${apiUrl()}/media/imports?fileName=more.csv&entity=contact`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: `First Name,Last Name,Email\nSame,Mail${tag},p1.${tag}@import.test\n`,
  });
  const moreId = ((await put.json()) as { payload: { import: { id: number } } }).payload.import.id;
  expect((await apiCall('POST', `/imports/${moreId}/start`, { token, body: { entity: 'contact', mapping: { firstName: 0, lastName: 1, email: 2 }, dedupeBy: 'none' } })).status).toBe(200);
  await expect.poll(async () => (await apiCall<{ payload: { import: { status: string } } }>('GET', `/imports/${moreId}`, { token })).body.payload.import.status).toBe('done');
  await workspace.getByTestId('nav-more').click();
  await workspace.getByRole('menuitem', { name: 'Data quality' }).click();
  await expect(workspace.getByTestId('data-iq-missingPhone')).toHaveAttribute('data-count', '1');
  await expect(workspace.getByTestId('data-iq-missingEmail')).toHaveAttribute('data-count', '0');
  await expect(workspace.getByTestId('data-iq-duplicateEmail')).toHaveAttribute('data-count', '2');
  await workspace.getByTestId('data-iq-duplicateEmail').click();
  const records = workspace.getByTestId('data-iq-records');
  await expect(records).toHaveAttribute('data-total', '2');
  await expect(records.getByTestId('data-iq-record')).toHaveCount(2);
  await expect(records).toContainText(`p1.${tag}@import.test`);
  await records.getByRole('link', { name: `Same Mail${tag}` }).click();
  await expect(workspace).toHaveURL(/#!\/contacts\/\d+/);

  // A rep without csvImport has no Import entry and the server refuses the page's calls.
  const repToken = await apiLogin(rep);
  expect((await apiCall('GET', '/imports', { token: repToken })).status).toBe(403);
  expect((await apiCall('GET', '/data-iq/summary', { token: repToken })).status).toBe(403);
});
