import type { Locator, Page } from '@playwright/test';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/*
 * Issue 33, "Forms say what is wrong": a save the server refuses is shown at the field it is about,
 * in the server's words, and the form keeps what was typed.
 */

const openHash = (page: Page, hash: string) => page.goto(page.url().replace(/#!.*$/, hash));

/** The error Mantine shows under an input (its id + '-error'). */
async function errorUnder(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id');
  if (!id) throw new Error('the input has no id');
  return page.locator(`[id="${id}-error"]`);
}

/** Contacts with exactly this last name (the search itself is fuzzy). */
const contactsNamed = async (token: string, lastName: string) =>
  (await apiCall<{ payload: { contacts: Array<{ lastName: string }> } }>('GET', `/contacts?search=${encodeURIComponent(lastName)}&limit=50`, { token })).body.payload.contacts.filter(
    (c) => c.lastName === lastName,
  ).length;

test('a bad email on the contact create form is marked at the email field with the server message, and the form keeps its values', async ({ workspace }) => {
  test.setTimeout(90_000);
  const token = await apiLogin('rep@demo.test');
  const lastName = `Lovelace${Date.now()}`;

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await openHash(workspace, `#!/contacts/create?name=Ada%20${lastName}`);
  await expect(workspace.getByLabel('Last Name')).toHaveValue(lastName);
  await workspace.getByRole('combobox', { name: 'Contact Role' }).click();
  await workspace.getByRole('option', { name: 'Evaluator' }).click();
  const email = workspace.getByTestId('field-input-email');
  await email.fill('ada.lovelace.example');
  await workspace.getByTestId('create-submit').click();

  // The email field is marked with the server's message; the form says what to do, not only that it failed.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(await errorUnder(workspace, email)).toHaveText('Not a valid email address.');
  const alert = workspace.getByTestId('create-error');
  await expect(alert).toContainText('Error creating new contact');
  await expect(alert).toContainText('Correct the marked fields and save again.');
  await expect(workspace.getByLabel('Last Name')).not.toHaveAttribute('aria-invalid', 'true');

  // Nothing was written, and nothing typed was lost.
  await expect(workspace).toHaveURL(/#!\/contacts\/create/);
  await expect(email).toHaveValue('ada.lovelace.example');
  await expect(workspace.getByLabel('First Name')).toHaveValue('Ada');
  await expect(workspace.getByLabel('Last Name')).toHaveValue(lastName);
  await expect(workspace.getByRole('combobox', { name: 'Contact Role' })).toHaveValue('Evaluator');
  expect(await contactsNamed(token, lastName)).toBe(0);

  // Typing in the field takes its mark away; the corrected form saves.
  await email.fill('ada@analytical.example');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await workspace.getByTestId('create-submit').click();
  await expect(workspace).toHaveURL(/#!\/contacts\/\d+$/);
  expect(await contactsNamed(token, lastName)).toBe(1);
});

test("Add phone with 'abc' on the contact page shows the server's refusal at the input and adds nothing", async ({ workspace }) => {
  test.setTimeout(60_000);
  const token = await apiLogin('rep@demo.test');
  const created = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName: 'Charles', lastName: `Babbage${Date.now()}`, otherFields: { Contact_Role__c: 'Champion' } },
  });
  expect(created.status).toBe(200);
  const contactId = created.body.payload.contactId;

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await openHash(workspace, `#!/contacts/${contactId}`);
  const addPhone = workspace.getByTestId('add-phone');
  await addPhone.fill('abc');
  await addPhone.press('Enter');
  await expect(addPhone).toHaveAttribute('aria-invalid', 'true');
  await expect(await errorUnder(workspace, addPhone)).not.toBeEmpty();
  await expect(addPhone).toHaveValue('abc');
  await expect(workspace.getByTestId('contact-phone')).toHaveCount(0);

  const addEmail = workspace.getByTestId('add-email');
  await addEmail.fill('charles@@engine');
  await addEmail.press('Enter');
  await expect(await errorUnder(workspace, addEmail)).toHaveText('Not a valid email address.');
  await expect(workspace.getByTestId('email-save-error')).toBeVisible();
  const contact = (await apiCall<{ payload: { contact: { telephones: unknown[]; emails: unknown[] } } }>('GET', `/contacts/${contactId}`, { token })).body.payload.contact;
  expect(contact.telephones).toEqual([]);
  expect(contact.emails).toEqual([]);
});

test('a negative opportunity amount is marked at the amount with the server message; the corrected form saves', async ({ workspace }) => {
  test.setTimeout(60_000);
  const token = await apiLogin('rep@demo.test');
  const created = await apiCall<{ payload: { contactId: number } }>('POST', '/contacts', {
    token,
    body: { isLead: false, firstName: 'Grace', lastName: `Amounts${Date.now()}`, otherFields: { Contact_Role__c: 'Champion' } },
  });
  const contactId = created.body.payload.contactId;
  const opportunities = async () => (await apiCall<{ payload: { opportunities: unknown[] } }>('GET', `/opportunities?contactId=${contactId}`, { token })).body.payload.opportunities;

  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);
  await openHash(workspace, `#!/contacts/${contactId}`);
  await workspace.getByTestId('add-opportunity').click();
  await workspace.getByTestId('opportunity-name').fill('Refund pilot');
  const amount = workspace.getByTestId('opportunity-amount');
  await amount.fill('-500');
  await workspace.getByTestId('opportunity-save').click();

  await expect(await errorUnder(workspace, amount)).toHaveText('The amount cannot be negative');
  await expect(workspace.getByTestId('opportunity-save-error')).toContainText('Could not save the opportunity.');
  await expect(workspace.getByTestId('opportunity-name')).toHaveValue('Refund pilot');
  expect(await opportunities()).toEqual([]);

  await amount.fill('500');
  await workspace.getByTestId('opportunity-save').click();
  await expect(workspace.getByTestId('opportunity-row').filter({ hasText: 'Refund pilot' })).toBeVisible();
  expect(await opportunities()).toHaveLength(1);
});
