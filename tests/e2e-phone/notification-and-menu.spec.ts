import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { apiCall, apiLogin, callLine, openRep, sessionOf, type Rep } from './support/phone-fixtures';

/**
 * The system notification's Answer / Decline buttons and the "Call <selection>" context menu item.
 * Chrome offers no way to click them from a test, so the test calls, in the service worker, the very
 * function registered with chrome.notifications.onButtonClicked / chrome.contextMenus.onClicked
 * (checked with hasListener), with the arguments Chrome would pass.
 */
let rep: Rep;

test.beforeAll(async () => {
  rep = await openRep('rep@demo.test');
});
test.afterAll(async () => {
  await rep?.close();
});

type ChromeInWorker = {
  chrome: {
    notifications: { getAll(cb: (n: Record<string, unknown>) => void): void; onButtonClicked: { hasListener(fn: unknown): boolean } };
    contextMenus: { onClicked: { hasListener(fn: unknown): boolean }; update(id: string, props: object, cb: () => void): void };
    runtime: { lastError?: { message: string } };
  };
  dialworksListeners: { notificationButtonClicked(id: string, button: number): void; contextMenuClicked(info: Record<string, unknown>, tab?: { id?: number }): void };
};

/** The incoming-call notifications shown (the demo rep's task reminders may pop up too, by the time of day). */
const notificationIds = async () =>
  Object.keys(await rep.worker.evaluate(() => new Promise<Record<string, unknown>>((resolve) => (globalThis as unknown as ChromeInWorker).chrome.notifications.getAll(resolve)))).filter((id) =>
    id.startsWith('incoming-call:'),
  );

/** Presses a button of the notification as Chrome would: through the registered listener. */
const pressNotificationButton = (notificationId: string, buttonIndex: number) =>
  rep.worker.evaluate(
    ([id, button]) => {
      const scope = globalThis as unknown as ChromeInWorker;
      const handler = scope.dialworksListeners.notificationButtonClicked;
      if (!scope.chrome.notifications.onButtonClicked.hasListener(handler)) throw new Error('not the registered listener');
      handler(id, button);
    },
    [notificationId, buttonIndex] as const,
  );

async function ringRep(from: string) {
  const admin = await apiLogin('admin@demo.test');
  const { userId } = await sessionOf('rep@demo.test');
  const placed = await apiCall('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId, from } });
  expect(placed.status).toBe(200);
  await expect(rep.page.getByTestId('incoming-call').getByTestId('incoming-number')).toContainText(from);
  await expect.poll(notificationIds).toHaveLength(1);
  return (await notificationIds())[0]!;
}

test("the notification's Answer button answers the incoming call", async () => {
  const id = await ringRep('+15550131');
  expect(id).toMatch(/^incoming-call:/);
  await pressNotificationButton(id, 0);
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking');
  await expect(rep.page.getByTestId('incoming-call')).toHaveCount(0);
  await expect.poll(notificationIds).toHaveLength(0);
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
});

test("the notification's Decline button declines it: no call, the notification goes", async () => {
  const id = await ringRep('+15550132');
  await pressNotificationButton(id, 1);
  await expect(rep.page.getByTestId('incoming-call')).toHaveCount(0);
  await expect(callLine(rep)).toHaveCount(0);
  await expect.poll(notificationIds).toHaveLength(0);
  await expect(rep.page.getByTestId('dialer-panel')).toHaveAttribute('data-dial', 'idle');
});

test('with the desktop notification of incoming calls turned off (spec 3), a call rings in the workspace and no notification shows', async () => {
  const token = await apiLogin('rep@demo.test');
  const put = (enableDesktopNotification: boolean) =>
    apiCall('PUT', '/users/me/desktop-notifications', { token, body: { inboundCallNotificationSettings: { enableDesktopNotification }, smsNotifications: { inboundSmsDesktop: true } } });
  expect((await put(false)).status).toBe(200);
  try {
    // The workspace hands the settings to the extension as it starts.
    await rep.page.reload();
    await expect(rep.page.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 15_000 });
    const admin = await apiLogin('admin@demo.test');
    const { userId } = await sessionOf('rep@demo.test');
    expect((await apiCall('POST', '/admin/telephony/inbound-call', { token: admin, body: { userId, from: '+15550133' } })).status).toBe(200);
    await expect(rep.page.getByTestId('incoming-call').getByTestId('incoming-number')).toContainText('+15550133');
    await rep.page.waitForTimeout(1000);
    expect(await notificationIds()).toHaveLength(0);
    await rep.page.getByTestId('incoming-call').getByRole('button', { name: 'Decline' }).click();
    await expect(rep.page.getByTestId('incoming-call')).toHaveCount(0);
  } finally {
    await put(true);
    await rep.page.reload();
    await expect(rep.page.getByTestId('phone-registration')).toHaveAttribute('data-status', 'registered', { timeout: 15_000 });
  }
});

test('the context menu item "Call <selection>" dials the selected text; the site item turns click-to-call off', async () => {
  const site: Server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="n">Call me: 202 555 0106 x</p>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/page`;
  const page = await rep.context.newPage();
  try {
    await page.goto(url);
    const clickMenu = (info: Record<string, unknown>) =>
      rep.worker.evaluate((menuInfo) => {
        const scope = globalThis as unknown as ChromeInWorker;
        const handler = scope.dialworksListeners.contextMenuClicked;
        if (!scope.chrome.contextMenus.onClicked.hasListener(handler)) throw new Error('not the registered listener');
        // The item exists (update fails for an unknown id).
        return new Promise<string | null>((resolve) =>
          scope.chrome.contextMenus.update(String(menuInfo.menuItemId), {}, () => {
            const missing = scope.chrome.runtime.lastError?.message ?? null;
            if (!missing) handler(menuInfo);
            resolve(missing);
          }),
        );
      }, info);

    expect(await clickMenu({ menuItemId: 'dialworks-call-selection', selectionText: '202 555 0106', pageUrl: url })).toBeNull();
    // The phone shows the number as the rep's (US) dialing plan does: national.
    await expect(callLine(rep)).toContainText(formatPhoneNumber('+12025550106', 'US'));
    await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
    await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
    await expect(callLine(rep)).toHaveCount(0);

    // "Click-to-call on this site" unchecked: the site is listed as off, and numbers are no longer decorated there.
    const host = new URL(url).host;
    expect(await clickMenu({ menuItemId: 'dialworks-click-to-call-site', pageUrl: url, checked: false })).toBeNull();
    await expect(rep.page.getByTestId('click-to-call-sites')).toContainText(host);
    await page.reload();
    await expect(page.locator('#n')).toHaveText('Call me: 202 555 0106 x');
    expect(await clickMenu({ menuItemId: 'dialworks-click-to-call-site', pageUrl: url, checked: true })).toBeNull();
    await expect(rep.page.getByTestId('click-to-call-sites')).not.toContainText(host);
    await expect(page.locator('#n [data-dialworks-number]')).toHaveCount(1);
  } finally {
    await page.close();
    // Chromium keeps the connection alive: close it, or close() waits for its idle timeout.
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  }
});
