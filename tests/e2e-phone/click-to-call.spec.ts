import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { formatPhoneNumber } from '@/src/domain/phone/phone-number-entry';
import { callLine, openRep, type Rep } from './support/phone-fixtures';

/** A number as the phone shows it to the rep (their US dialing plan: national). */
const shown = (number: string) => formatPhoneNumber(number, 'US');

/** A local web page with numbers in its text, tel: and ordinary links, an international number beside a date, and a number that appears later. */
const PAGE = `<!doctype html><html><body>
<p id="text">Our sales desk: <b>(202) 555-0103</b> from 9 to 5.</p>
<p><a id="tel" href="tel:+12025550104">Ring support</a> <a id="callto" href="callto://+12025550106">Ring sales</a></p>
<p id="berlin">Berlin office since 31.10.2023 – 14:00: +49 (0)30 259219-111, 10117 Berlin, 1.362.249 visitors</p>
<p><a id="contact" href="#contact-page">Front desk 202-555-0102</a></p>
<div id="later"></div>
<script>
  setTimeout(() => { document.getElementById('later').textContent = 'New branch: 202-555-0105'; }, 500);
  // A page script trying to start a call by itself.
  window.tryCall = () => document.querySelector('[data-dialworks-number]')?.click();
</script>
</body></html>`;

let rep: Rep;
let site: Server;
let url: string;

test.beforeAll(async () => {
  site = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  rep = await openRep('rep2@demo.test');
});
test.afterAll(async () => {
  await rep?.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

test('numbers on a web page are decorated without moving the layout, and a click dials', async () => {
  const page = await rep.context.newPage();
  await page.goto(url);
  const mark = page.locator('#text [data-dialworks-number]');
  await expect(mark).toHaveAttribute('data-dialworks-number', '+12025550103');
  await expect(page.locator('#text')).toHaveText('Our sales desk: (202) 555-0103 from 9 to 5.');
  // Content that appears later is decorated too.
  await expect(page.locator('#later [data-dialworks-number]')).toHaveAttribute('data-dialworks-number', '+12025550105');
  // Nothing of the extension is reachable from the page, and a script's click does not dial.
  expect(await page.evaluate(() => Object.keys(window).filter((k) => /dialworks/i.test(k)))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { chrome?: { runtime?: { id?: string } } }).chrome?.runtime?.id)).toBeUndefined();
  await page.evaluate(() => (window as unknown as { tryCall(): void }).tryCall());
  await page.waitForTimeout(500);
  await expect(callLine(rep)).toHaveCount(0);

  await mark.click();
  await expect(callLine(rep)).toHaveCount(1);
  await expect(callLine(rep)).toContainText(shown('+12025550103'));
  await expect(callLine(rep)).toHaveAttribute('data-state', 'talking', { timeout: 10_000 });
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);

  // tel: and callto: links dial through the extension instead of the system handler.
  await page.locator('#tel').click();
  await expect(callLine(rep)).toContainText(shown('+12025550104'));
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
  // So do callto: links.
  await page.locator('#callto').click();
  await expect(callLine(rep)).toContainText(shown('+12025550106'));
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
  await page.close();
});

test('an international number is marked beside dates and counts, and a number in an ordinary link is offered on hover without breaking the link', async () => {
  const page = await rep.context.newPage();
  await page.goto(url);
  // An international number is marked whatever the dialing plan; the date, postcode and count beside it are not.
  await expect(page.locator('#berlin [data-dialworks-number]')).toHaveCount(1);
  await expect(page.locator('#berlin [data-dialworks-number]')).toHaveText('+49 (0)30 259219-111');
  await expect(page.locator('#berlin [data-dialworks-number]')).toHaveAttribute('data-dialworks-number', '+4930259219111');

  // A number inside an ordinary link (ending in 2: the Simulated carrier answers it): the link keeps its click, and a Call button offered on hover dials.
  const inLink = page.locator('#contact [data-dialworks-number]');
  await expect(inLink).toHaveAttribute('data-dialworks-link', 'link');
  await page.locator('#contact').click();
  await expect(page).toHaveURL(/#contact-page$/);
  await expect(callLine(rep)).toHaveCount(0);
  const callButton = page.locator('[data-dialworks-call-button]');
  await inLink.hover();
  await expect(callButton).toBeVisible();
  await expect(callButton).toHaveText('Call +12025550102');
  await callButton.click();
  await expect(callLine(rep)).toContainText(shown('+12025550102'));
  await expect(callButton).toBeHidden();
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);

  // From the keyboard: Tab on the focused link reaches the Call button, Enter dials.
  await page.mouse.move(0, 0);
  await page.locator('#contact').focus();
  await page.keyboard.press('Tab');
  await expect(callButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(callLine(rep)).toContainText(shown('+12025550102'));
  await rep.page.getByRole('button', { name: 'Hang up' }).first().click();
  await expect(callLine(rep)).toHaveCount(0);
  await page.close();
});

test('click-to-call can be turned off per site', async () => {
  const host = new URL(url).host;
  await rep.page.getByLabel('Site').fill(host);
  await rep.page.getByRole('button', { name: 'Turn off' }).click();
  await expect(rep.page.getByTestId('click-to-call-sites')).toContainText(host);
  const page = await rep.context.newPage();
  await page.goto(url);
  await page.waitForTimeout(1000);
  await expect(page.locator('[data-dialworks-number]')).toHaveCount(0);
  await rep.page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.locator('#text [data-dialworks-number]')).toHaveCount(1);
  await page.close();
});
