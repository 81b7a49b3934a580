import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../e2e/support/fixtures';
import { addDemoUser } from '../e2e/support/users';
import { formatPhoneNumber } from '../../src/domain/phone/phone-number-entry';
import { apiCall, apiLogin, callLine, dial, openRep, type Rep } from './support/phone-fixtures';

/**
 * Sign-out leaves nothing (a shared computer): after a rep's call, Sign out and a manager's sign-in show nothing of that
 * call, its number or its contact on any page, in the tab that signed out and in another one left open.
 */
let rep: Rep;
const tag = randomUUID().slice(0, 6);
const contactName = `Gary Goodphone${tag}`;
// The Simulated carrier: a number ending 0 is answered by a person after 2 s.
const number = `202555${String(Math.floor(Math.random() * 900) + 100)}0`;
/** As every page shows it (national inside the user's country). */
const shown = formatPhoneNumber(`+1${number}`, 'US');

test.beforeAll(async () => {
  const email = `signout-${tag}@demo.test`;
  await addDemoUser({ email, password: DEMO_PASSWORD, firstName: 'Sid', lastName: 'Out' });
  const res = await apiCall('POST', '/contacts', {
    token: await apiLogin(email),
    body: { isLead: false, firstName: 'Gary', lastName: `Goodphone${tag}`, phones: [{ type: 'work', number, isPrimary: true }], emails: [], otherFields: { Contact_Role__c: 'Champion' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  rep = await openRep(email);
});
test.afterAll(async () => {
  await rep?.close();
});

test("after a rep's call, Sign out and a manager's sign-in show nothing of it on any page, in any tab", async () => {
  const { page, context, extensionId } = rep;
  await dial(rep, number);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 15_000 });
  await expect(page.getByTestId('contact-match')).toContainText(contactName);
  await page.getByRole('button', { name: 'Hang up' }).first().click();
  const lastCall = page.getByTestId('dialer-panel').getByTestId('last-call');
  await expect(lastCall).toHaveAttribute('data-state', 'terminated');
  // A second tab of the workspace shows the same phone.
  const other = await context.newPage();
  await other.goto(`chrome-extension://${extensionId}/workspace.html#!/phone`);
  await expect(other.getByTestId('dialer-panel').getByTestId('last-call')).toContainText(shown);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#!\/login$/);
  // The other tab follows: it goes to sign-in too, without the last call.
  await expect(other).toHaveURL(/#!\/login/);
  await expect(other.getByLabel('Email')).toBeVisible();
  await other.close();

  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/#!\/dashboard/);
  await expect(page.getByTestId('signed-in-user')).toHaveText(/Manager/);
  await expect(page.locator('body')).not.toContainText(contactName);
  await expect(page.locator('body')).not.toContainText(number);
  await expect(page.locator('body')).not.toContainText(shown);

  await page.goto(`chrome-extension://${extensionId}/workspace.html#!/phone`);
  await expect(page.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 15_000 });
  await expect(page.getByTestId('dial-number')).toHaveValue('');
  await expect(page.getByTestId('contact-match')).toHaveCount(0);
  await expect(page.getByTestId('dialer-panel').getByTestId('last-call')).toHaveCount(0);
  await expect(page.getByTestId('call-result-panel')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(contactName);

  // Nothing of the rep's stays in the extension's storage: the session area holds the manager's sign-in alone.
  const stored = await page.evaluate(async () => {
    const chrome = (globalThis as unknown as { chrome: { storage: { session: { get(keys: null): Promise<Record<string, unknown>> }; local: { get(keys: null): Promise<Record<string, unknown>> } } } })
      .chrome;
    return { session: Object.keys(await chrome.storage.session.get(null)), local: Object.keys(await chrome.storage.local.get(null)) };
  });
  expect(stored.session).toEqual(['connection']);
  expect(stored.local.filter((key) => key.startsWith('user:'))).toEqual([]);
});
