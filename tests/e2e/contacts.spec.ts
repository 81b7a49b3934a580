import { apiCall, apiLogin, DEMO_PASSWORD, expect, signIn, test } from './support/fixtures';
import { addDemoUser } from './support/users';

interface ListItem {
  id: number;
  firstName: string;
  lastName: string;
  isLead: boolean;
}
interface ContactReply {
  payload: { contact: { id: number; firstName: string; lastName: string; otherFields: Record<string, unknown> } };
}

/** A seeded contact (not a lead) whose required Contact Role is empty, so editing any field opens it. */
async function contactWithEmptyRole(token: string): Promise<ListItem> {
  const list = await apiCall<{ payload: { contacts: ListItem[] } }>('GET', '/contacts?type=contact&limit=60', { token });
  for (const item of list.body.payload.contacts) {
    const detail = await apiCall<ContactReply>('GET', `/contacts/${item.id}`, { token });
    if (!detail.body.payload.contact.otherFields.Contact_Role__c && item.firstName && item.lastName) return item;
  }
  throw new Error('no seeded contact with an empty Contact Role');
}

test('a rep searches, filters by letter, edits inline, creates a lead, assigns an account, adds an opportunity, sees a live note and deletes the lead', async ({ workspace }) => {
  test.setTimeout(120_000);
  const token = await apiLogin('rep@demo.test');
  const target = await contactWithEmptyRole(token);
  const prefixes = (await apiCall<{ payload: { prefixes: Array<{ prefix: string; count: number }> } }>('GET', '/contacts/prefixes', { token })).body.payload.prefixes;
  const account = (await apiCall<{ payload: { accounts: Array<{ id: number; name: string }> } }>('GET', '/accounts?limit=5', { token })).body.payload.accounts[0]!;

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);

  // Letter filter: letters with no contacts are disabled; a letter shows exactly its contacts.
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/contacts/list'));
  const filter = workspace.getByTestId('prefix-filter');
  await expect(workspace.getByTestId('contact-row').first()).toBeVisible();
  for (const { prefix, count } of prefixes) {
    const button = filter.locator(`[data-prefix="${prefix}"]`);
    if (count === 0) await expect(button).toBeDisabled();
    else await expect(button).toBeEnabled();
  }
  const initial = target.lastName[0]!.toUpperCase();
  const letter = prefixes.find((p) => p.prefix === (/\d/.test(initial) ? '0-9' : initial))!;
  await filter.locator(`[data-prefix="${letter.prefix}"]`).click();
  await expect(workspace.getByTestId('contact-list-total')).toHaveText(`${letter.count} contacts`);
  await expect(workspace.getByTestId('contact-row').first()).toBeVisible();

  // Top search: typing a name shows the contact; choosing it opens the contact.
  const topSearch = workspace.getByTestId('top-search');
  await topSearch.fill(`${target.firstName} ${target.lastName}`);
  await workspace.locator(`[data-testid="search-result"][data-contact-id="${target.id}"]`).click();
  await expect(workspace).toHaveURL(new RegExp(`#!/contacts/${target.id}$`));
  await expect(workspace.getByTestId('contact-name')).toContainText(target.lastName);

  // Inline editing: editing Title opens the required, empty Contact Role too; cancel all closes both.
  await workspace.getByTestId('field-edit-title').click();
  await expect(workspace.getByTestId('field-input-title')).toBeVisible();
  await expect(workspace.getByTestId('field-Contact_Role__c')).toHaveAttribute('data-editing', 'true');
  await expect(workspace.getByTestId('required-counter')).toHaveAttribute('data-count', '1');
  await workspace.getByTestId('field-input-title').fill('Changed but cancelled');
  await workspace.getByTestId('cancel-all').click();
  await expect(workspace.getByTestId('field-input-title')).toHaveCount(0);
  await expect(workspace.getByTestId('field-Contact_Role__c')).toHaveAttribute('data-editing', 'false');
  await expect(workspace.getByTestId('field-title')).not.toContainText('Changed but cancelled');

  // Create a lead from the route, prefilled from phone and name (the last word is the last name).
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/contacts/create?phone=%2B12015550142&name=Grace%20Brewster%20Hopper'));
  await expect(workspace.getByTestId('create-type')).toHaveAttribute('data-value', 'contact');
  await expect(workspace.getByLabel('First Name')).toHaveValue('Grace Brewster');
  await expect(workspace.getByLabel('Last Name')).toHaveValue('Hopper');
  await expect(workspace.getByLabel('Phone', { exact: true })).toHaveValue('+12015550142');
  await workspace.getByTestId('create-type').getByText('Lead').click();
  await expect(workspace.getByTestId('create-type')).toHaveAttribute('data-value', 'lead');
  await expect(workspace.getByTestId('create-submit')).toBeDisabled();
  await workspace.getByLabel('Company').fill('Navy Computing Lab');
  await workspace.getByRole('combobox', { name: 'Rating' }).click();
  await workspace.getByRole('option', { name: 'Hot' }).click();
  await expect(workspace.getByTestId('create-submit')).toBeEnabled();
  await workspace.getByTestId('create-submit').click();
  await expect(workspace).toHaveURL(/#!\/contacts\/\d+$/);
  const leadId = Number(/#!\/contacts\/(\d+)$/.exec(workspace.url())![1]);
  await expect(workspace.getByTestId('contact-name')).toHaveText('Grace Brewster Hopper');
  await expect(workspace.getByTestId('contact-phone')).toContainText('(201) 555-0142');
  await expect(workspace.getByTestId('action-call')).toBeEnabled();
  const created = (await apiCall<{ payload: { contact: { isLead: boolean; companyName: string } } }>('GET', `/contacts/${leadId}`, { token })).body.payload.contact;
  expect(created).toMatchObject({ isLead: true, companyName: 'Navy Computing Lab' });

  // Assign an account: the card is notDefined, clicking it starts reassigning.
  const card = workspace.getByTestId('account-card');
  await expect(card).toHaveAttribute('data-state', 'notDefined');
  await workspace.getByTestId('account-card-toggle').click();
  await workspace.getByTestId('account-picker-input').fill(account.name);
  await workspace.getByRole('option', { name: account.name }).click();
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(workspace.getByTestId('account-name')).toHaveText(account.name);

  // Add an opportunity.
  await workspace.getByTestId('add-opportunity').click();
  const opportunity = `Hopper compiler pilot ${Date.now()}`;
  await workspace.getByTestId('opportunity-name').fill(opportunity);
  await workspace.getByTestId('opportunity-save').click();
  await expect(workspace.getByTestId('opportunity-row').filter({ hasText: opportunity })).toBeVisible();
  const linked = (await apiCall<{ payload: { opportunities: Array<{ name: string }> } }>('GET', `/opportunities?contactId=${leadId}`, { token })).body.payload.opportunities;
  expect(linked.map((o) => o.name)).toContain(opportunity);

  // A note written through the API appears in the open timeline without reload.
  await expect(workspace.getByTestId('timeline-entry').first()).toBeVisible();
  const note = `Live note ${Date.now()}`;
  let timelineReads = 0;
  workspace.on('request', (request) => {
    if (/\/api\/timeline\?/.test(request.url())) timelineReads++;
  });
  const written = await apiCall('POST', `/contacts/${leadId}/notes`, { token, body: { content: note } });
  expect(written.status).toBe(200);
  const entry = workspace.getByTestId('timeline-entry').filter({ hasText: note });
  await expect(entry).toBeVisible();
  expect(timelineReads).toBe(0); // pushed over /timeline, not read again
  await expect(entry).toHaveAttribute('data-colour', 'orange');

  // Delete the lead.
  await workspace.getByTestId('delete-contact').click();
  await workspace.getByTestId('confirm-delete').click();
  await expect(workspace).toHaveURL(/#!\/contacts\/list$/);
  expect((await apiCall('GET', `/contacts/${leadId}`, { token })).status).toBe(404);
});

interface TimelineReply {
  payload: { entries: Array<{ _id: string; timestamp: string }>; hasMore: boolean };
}

test('#!/home search opens a contact; list items and the field rules inline (dependent picklist, datetime, multi-picklist); the timeline pages by 20 and deletes an entry', async ({ workspace }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('rep@demo.test');
  const created = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName: 'Ada', lastName: `Lovelace${Date.now()}`, phones: [], emails: [], otherFields: { Contact_Role__c: 'Champion' } },
  });
  expect(created.status).toBe(200);
  const contactId = created.body.payload.contactId;
  const contact = (await apiCall<ContactReply>('GET', `/contacts/${contactId}`, { token })).body.payload.contact;
  for (let i = 0; i < 24; i++) await apiCall('POST', `/contacts/${contactId}/notes`, { token, body: { content: `Paged note ${i}` } });

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/home'));
  await workspace.getByTestId('home-search').fill(contact.lastName);
  await workspace.locator(`[data-testid="search-result"][data-contact-id="${contactId}"]`).click();
  await expect(workspace).toHaveURL(new RegExp(`#!/contacts/${contactId}$`));

  // Phone and email list items: added through their routes; a refused email is flagged.
  await workspace.getByTestId('add-phone').fill('+1 201 555 0177');
  await workspace.getByTestId('add-phone').press('Enter');
  await expect(workspace.getByTestId('contact-phone')).toContainText('(201) 555-0177');
  await workspace.getByTestId('add-email').fill('ada@@example');
  await workspace.getByTestId('add-email').press('Enter');
  await expect(workspace.getByTestId('email-save-error')).toBeVisible();
  await workspace.getByTestId('add-email').fill('ada@analytical.example');
  await workspace.getByTestId('add-email').press('Enter');
  await expect(workspace.getByTestId('contact-email')).toContainText('ada@analytical.example');
  const items = (await apiCall<{ payload: { contact: { telephones: unknown[]; emails: Array<{ emailAddress: string }> } } }>('GET', `/contacts/${contactId}`, { token })).body.payload.contact;
  expect(items.telephones).toHaveLength(1);
  expect(items.emails.map((e) => e.emailAddress)).toEqual(['ada@analytical.example']);

  // Industry controls Sub-Industry: after Technology only its three sub-industries are offered.
  await workspace.getByTestId('field-edit-Industry__c').click();
  await workspace.getByRole('combobox', { name: 'Industry' }).click();
  await workspace.getByRole('option', { name: 'Technology' }).click();
  await workspace.getByTestId('field-save-Industry__c').click();
  await expect(workspace.getByTestId('field-Industry__c')).toHaveAttribute('data-editing', 'false');
  await expect(workspace.getByTestId('field-Industry__c')).toContainText('Technology');
  await workspace.getByTestId('field-edit-Sub_Industry__c').click();
  await workspace.getByRole('combobox', { name: 'Sub-Industry' }).click();
  await expect(workspace.getByRole('option')).toHaveText(['Software', 'Hardware', 'IT Services']);
  await workspace.getByRole('option', { name: 'Hardware' }).click();
  await workspace.getByTestId('field-save-Sub_Industry__c').click();
  await expect(workspace.getByTestId('field-Sub_Industry__c')).toContainText('Hardware');
  // A datetime must be MM/DD/YYYY hh:mm A exactly and is stored as ISO with offset; picks of a multi-picklist are joined by ';'.
  await workspace.getByTestId('field-edit-Next_Meeting__c').click();
  await workspace.getByTestId('field-input-Next_Meeting__c').fill('3/7/2027 2:30 PM');
  await workspace.getByTestId('field-save-Next_Meeting__c').click();
  await expect(workspace.getByTestId('field-Next_Meeting__c')).toContainText('Invalid value');
  await workspace.getByTestId('field-input-Next_Meeting__c').fill('03/07/2027 02:30 PM');
  await workspace.getByTestId('field-save-Next_Meeting__c').click();
  await expect(workspace.getByTestId('field-Next_Meeting__c')).toHaveAttribute('data-editing', 'false');
  await expect(workspace.getByTestId('field-Next_Meeting__c')).toContainText('03/07/2027 02:30 PM');
  await workspace.getByTestId('field-edit-Interests__c').click();
  await workspace.getByTestId('field-Interests__c').locator('.mantine-MultiSelect-input').click();
  await workspace.getByRole('option', { name: 'Dialer' }).click();
  await workspace.getByRole('option', { name: 'Reporting' }).click();
  await workspace.getByTestId('field-save-Interests__c').click();
  await expect(workspace.getByTestId('field-Interests__c')).toHaveAttribute('data-editing', 'false');
  const saved = (await apiCall<ContactReply>('GET', `/contacts/${contactId}`, { token })).body.payload.contact;
  expect(saved.otherFields).toMatchObject({ Industry__c: 'Technology', Sub_Industry__c: 'Hardware', Interests__c: 'Dialer;Reporting' });
  expect(saved.otherFields.Next_Meeting__c).toMatch(/^2027-03-07T\d{2}:30:00(Z|[+-]\d{2}:\d{2})$/);

  // 24 notes + the new-contact event: 20 first, the rest as the end of the list scrolls into view.
  const entries = workspace.getByTestId('timeline-entry');
  await expect(entries).toHaveCount(20);
  await entries.nth(19).scrollIntoViewIfNeeded();
  await expect(entries).toHaveCount(25);
  await expect(entries.last()).toHaveAttribute('data-colour', 'orange');

  // The ACL allows deleting timeline entries here. One click hides the newest note and offers Undo: undone, it is back
  // and was never deleted on the server.
  const onServer = async () => (await apiCall<TimelineReply>('GET', `/timeline?contactId=${contactId}&limit=100`, { token })).body.payload.entries.length;
  const newest = entries.filter({ hasText: 'Paged note 23' });
  await newest.getByTestId('timeline-delete').click();
  await expect(newest).toHaveCount(0);
  await expect(workspace.getByTestId('undo-notice')).toHaveText(/Note deleted\./);
  await workspace.getByTestId('undo').click();
  await expect(newest).toHaveCount(1);
  await expect(workspace.getByTestId('undo-notice')).toHaveCount(0);
  expect(await onServer()).toBe(25);
  // Not undone, it goes a few seconds later, on screen and on the server.
  await newest.getByTestId('timeline-delete').click();
  await expect(newest).toHaveCount(0);
  await expect(entries).toHaveCount(24);
  await expect(workspace.getByTestId('undo-notice')).toHaveCount(0);
  await expect.poll(onServer).toBe(24);
  await expect(newest).toHaveCount(0);
});

test('a seeded contact shows gap placeholders between entries days apart, and a missing contact its error', async ({ workspace }) => {
  const token = await apiLogin('rep@demo.test');
  const list = (await apiCall<{ payload: { contacts: ListItem[] } }>('GET', '/contacts?limit=40', { token })).body.payload.contacts;
  let withGap: number | null = null;
  for (const item of list) {
    const page = (await apiCall<TimelineReply>('GET', `/timeline?contactId=${item.id}&limit=20`, { token })).body.payload.entries;
    const days = page.slice(1).map((entry, i) => (Date.parse(page[i]!.timestamp) - Date.parse(entry.timestamp)) / 86_400_000);
    if (days.some((d) => d > 14)) {
      withGap = item.id;
      break;
    }
  }
  expect(withGap).not.toBeNull();
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${withGap}`));
  await expect(
    workspace
      .getByTestId('timeline-gap')
      .filter({ hasText: /\d+ (weeks?|months?) without activity/ })
      .first(),
  ).toBeVisible();

  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/contacts/2147483000'));
  await expect(workspace.getByTestId('contact-error')).toHaveText(/Could not load the contact information/);
});

test('the account window: a manager creates an account from the card and edits it', async ({ workspace }) => {
  const token = await apiLogin('manager@demo.test');
  const created = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName: 'Alan', lastName: `Turing${Date.now()}`, phones: [], emails: [], otherFields: { Contact_Role__c: 'Evaluator' } },
  });
  const contactId = created.body.payload.contactId;
  const name = `Bletchley ${Date.now()}`;
  await signIn(workspace, 'manager@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${contactId}`));
  const card = workspace.getByTestId('account-card');
  await expect(card).toHaveAttribute('data-state', 'notDefined');
  await workspace.getByTestId('account-card-toggle').click();
  await workspace.getByTestId('add-account').click();
  await expect(card).toHaveAttribute('data-state', 'creating');
  await workspace.getByLabel('Account Name').fill(name);
  await workspace.getByLabel('Shipping City').fill('Milton Keynes');
  await workspace.getByTestId('account-save').click();
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(workspace.getByTestId('account-name')).toHaveText(name);

  // Clicking the ready card toggles the window; editing saves only updatable fields.
  await workspace.getByTestId('account-card-toggle').click();
  await expect(workspace.getByTestId('account-window')).toContainText('Milton Keynes');
  await workspace.getByRole('button', { name: 'Edit account' }).click();
  await expect(card).toHaveAttribute('data-state', 'editing');
  await workspace.getByLabel('Shipping City').fill('Bletchley');
  await workspace.getByTestId('account-save').click();
  await expect(card).toHaveAttribute('data-state', 'ready');
  const contact = (await apiCall<{ payload: { contact: { account: { id: number } | null } } }>('GET', `/contacts/${contactId}`, { token })).body.payload.contact;
  const account = (await apiCall<{ payload: { account: { name: string; shippingCity: string } } }>('GET', `/accounts/${contact.account!.id}`, { token })).body.payload.account;
  expect(account).toMatchObject({ name, shippingCity: 'Bletchley' });
});

test('the contact list searches by text, shows its empty state, and says when it cannot load; a failed create says so', async ({ workspace }) => {
  const token = await apiLogin('rep@demo.test');
  const first = (await apiCall<{ payload: { contacts: ListItem[] } }>('GET', '/contacts?limit=1&prefix=M', { token })).body.payload.contacts[0]!;
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/contacts/list'));
  await workspace.getByTestId('contact-list-search').fill(`${first.firstName} ${first.lastName}`);
  await expect(workspace.locator(`[data-testid="contact-row"][data-contact-id="${first.id}"]`)).toBeVisible();
  await workspace.getByTestId('contact-list-search').fill('zzqxjv no such contact');
  await expect(workspace.getByTestId('contact-list-empty')).toHaveText('No contacts match.');

  await workspace.route(/\/api\/contacts\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }));
  await workspace.getByTestId('contact-list-search').fill('');
  await workspace.getByTestId('prefix-filter').locator('[data-prefix="B"]').click();
  await expect(workspace.getByTestId('contact-list-error')).toContainText('Could not load the contact list');

  // A failed create says so and keeps what was typed.
  await workspace.route(/\/api\/contacts$/, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }) : route.fallback(),
  );
  await workspace.goto(workspace.url().replace(/#!.*$/, '#!/contacts/create?name=Edsger%20Dijkstra'));
  await workspace.getByRole('combobox', { name: 'Contact Role' }).click();
  await workspace.getByRole('option', { name: 'Evaluator' }).click();
  await workspace.getByTestId('create-submit').click();
  await expect(workspace.getByTestId('create-error')).toContainText('Error creating new contact');
  await expect(workspace.getByLabel('Last Name')).toHaveValue('Dijkstra');
});

test("restrictOwnActivityHistory shows only the rep's own entries, and without canDeleteTimelineEntry nothing can be deleted", async ({ workspace }) => {
  const email = `own.history.${Date.now()}@demo.test`;
  const user = await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Olive', lastName: 'Own' });
  // An admin sets the user's ACL through the API (PUT /timeline/acl, scope settings.admin).
  const set = await apiCall('PUT', '/timeline/acl', { token: await apiLogin('admin@demo.test'), body: { userId: user.id, restrictOwnActivityHistory: true, canDeleteTimelineEntry: false } });
  expect(set.status).toBe(200);
  const token = await apiLogin(email);
  const seeded = (await apiCall<{ payload: { contacts: ListItem[] } }>('GET', '/contacts?limit=1&prefix=B', { token })).body.payload.contacts[0]!;
  const others = (await apiCall<TimelineReply>('GET', `/timeline?contactId=${seeded.id}&limit=20`, { token: await apiLogin('rep@demo.test') })).body.payload.entries;
  expect(others.length).toBeGreaterThan(0);

  await signIn(workspace, email);
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/${seeded.id}`));
  await expect(workspace.getByTestId('timeline-empty')).toHaveText('No activity yet.');
  const note = `Own note ${Date.now()}`;
  await apiCall('POST', `/contacts/${seeded.id}/notes`, { token, body: { content: note } });
  await expect(workspace.getByTestId('timeline-entry')).toHaveCount(1);
  await expect(workspace.getByTestId('timeline-entry')).toContainText(note);
  await expect(workspace.getByTestId('timeline-delete')).toHaveCount(0);
});
