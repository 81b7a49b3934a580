import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

interface ContactReply {
  payload: { contact: { telephones: Array<{ phoneNumber: string }> } };
}

test('a rep types a phone number: "12345" is refused at the Phone field and nothing is created; a national number is stored E.164 and shown national; a bad added phone is refused at its input', async ({
  workspace,
}) => {
  test.setTimeout(60_000);
  const token = await apiLogin('rep@demo.test');
  const lastName = `Phoneson${Date.now()}`;
  await signIn(workspace, 'rep@demo.test');
  await expect(workspace).toHaveURL(/#!\/dashboard$/);

  await workspace.goto(workspace.url().replace(/#!.*$/, `#!/contacts/create?name=Pat%20${lastName}`));
  await expect(workspace.getByTestId('create-type')).toHaveAttribute('data-value', 'contact');
  await workspace.getByRole('combobox', { name: 'Contact Role' }).click();
  await workspace.getByRole('option', { name: 'Evaluator' }).click();
  const phone = workspace.getByLabel('Phone', { exact: true });
  await phone.fill('12345');
  await workspace.getByTestId('create-submit').click();
  // The server's refusal shows at the field, with the spec's message; the page stays, nothing is written.
  await expect(workspace.getByTestId('contact-create').getByText('Not a valid phone number.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(workspace.getByTestId('create-error')).toContainText('Correct the marked fields and save again.');
  await expect(workspace).toHaveURL(/#!\/contacts\/create/);
  const search = async () => (await apiCall<{ payload: { contacts: unknown[] } }>('GET', `/contacts/search?query=${lastName}`, { token })).body.payload.contacts.length;
  expect(await search()).toBe(0);

  // Typing again clears the mark; a national number of the rep's (US) dialing plan is taken.
  await phone.fill('(201) 555-0123');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await workspace.getByTestId('create-submit').click();
  await expect(workspace).toHaveURL(/#!\/contacts\/\d+$/);
  const contactId = Number(/#!\/contacts\/(\d+)$/.exec(workspace.url())![1]);
  const stored = (await apiCall<ContactReply>('GET', `/contacts/${contactId}`, { token })).body.payload.contact.telephones;
  expect(stored.map((t) => t.phoneNumber)).toEqual(['+12015550123']);
  await expect(workspace.getByTestId('contact-phone')).toContainText('(201) 555-0123');
  await expect(workspace.getByTestId('contact-phone')).not.toContainText('+1');

  // Add phone: letters are refused at the input, and the phones stay as they were.
  const add = workspace.getByTestId('add-phone');
  await add.fill('abc');
  await add.press('Enter');
  await expect(workspace.getByTestId('contact-channels').getByText('Not a valid phone number.')).toBeVisible();
  await expect(add).toHaveValue('abc');
  await expect(workspace.getByTestId('contact-phone')).toHaveCount(1);
  await add.fill('+44 20 7946 0958');
  await add.press('Enter');
  await expect(workspace.getByTestId('contact-phone')).toHaveCount(2);
  await expect(workspace.getByTestId('contact-phone').nth(1)).toContainText('+44 20 7946 0958');
  await expect(workspace.getByTestId('contact-channels').getByText('Not a valid phone number.')).toHaveCount(0);
});
