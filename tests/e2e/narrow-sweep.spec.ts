import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { launchWithExtension } from './support/chromium';
import { apiCall, apiLogin, expect, signIn, test } from './support/fixtures';

/**
 * Issue 34, a layout for 400 px: every route of the workspace, at the side panel's width (400 px) and at a
 * full tab (1400 px), as each role. Nothing may scroll sideways and the page's primary action must be in
 * view. A route that fails leaves its screenshot under test-results/narrow-sweep; SWEEP_SHOTS=1 keeps one of every
 * route/role/width there for a review by eye (full-page screenshots take about a third of the sweep's time).
 */

const WIDTHS = [400, 1400] as const;
const ROLES = ['rep', 'manager', 'admin'] as const;
const SHOTS = path.resolve('test-results', 'narrow-sweep');
const EVERY_SHOT = process.env.SWEEP_SHOTS === '1';

interface SeededIds {
  contactId: number;
  accountId: number | null;
  listId: number;
  listContactId: number | null;
  messageId: number | null;
}

/** Ids of the demo data (server/seed): a contact with an account, the seeded list "Q4 Enterprise Push" and one of its members. */
async function seededIds(email: string): Promise<SeededIds> {
  const token = await apiLogin(email);
  const contacts = await apiCall<{ payload: { contacts: { id: number; accountId: number | null }[] } }>('GET', '/contacts?limit=50', { token });
  const withAccount = contacts.body.payload.contacts.find((c) => c.accountId !== null) ?? contacts.body.payload.contacts[0];
  if (!withAccount) throw new Error('no seeded contact');
  const lists = await apiCall<{ payload: { lists: { id: number; name: string }[] } }>('POST', '/lists/all/names', { token, body: { search: 'Q4 Enterprise Push' } });
  const list = lists.body.payload.lists.find((l) => l.name === 'Q4 Enterprise Push') ?? lists.body.payload.lists[0];
  if (!list) throw new Error('no seeded list');
  const members = await apiCall<{ payload: { contacts: { id: number }[] } }>('GET', `/lists/${list.id}/contacts?length=1`, { token });
  const mailbox = await apiCall<{ payload?: { messages: { id: number }[] } }>('GET', '/emails/mailbox', { token });
  return {
    contactId: withAccount.id,
    accountId: withAccount.accountId,
    listId: list.id,
    listContactId: members.body.payload?.contacts[0]?.id ?? null,
    messageId: mailbox.body.payload?.messages[0]?.id ?? null,
  };
}

/**
 * The route table's patterns, read from src/workspace/pages.ts as text: importing it would load the pages,
 * which need the extension's APIs. A route added there is swept without editing this file.
 */
function routePatterns(): string[] {
  const source = readFileSync(path.resolve('src/workspace/pages.ts'), 'utf8');
  const patterns = [...source.matchAll(/\{ pattern: '([^']+)', Page: /g)].map((m) => m[1]!.replace(/\\\\/g, '\\'));
  expect(patterns.length).toBeGreaterThan(40);
  return patterns;
}

/** The route table's patterns made concrete; a pattern with alternatives (`:section(a|b)`) yields one path each. */
function concretePaths(ids: SeededIds): string[] {
  const out: string[] = [];
  for (const pattern of routePatterns()) {
    const alternatives = /:(\w+)\(([a-z|-]+)\)/.exec(pattern);
    if (alternatives) {
      for (const value of alternatives[2]!.split('|')) out.push(pattern.replace(alternatives[0], value));
      continue;
    }
    const filled = pattern
      .replace(/:listId\(\\d\+\)/, String(ids.listId))
      .replace(/\/lists\/(\d+)\/contacts\/:contactId\(\\d\+\)/, (_m, listId: string) => (ids.listContactId ? `/lists/${listId}/contacts/${ids.listContactId}` : ':none'))
      .replace(/:contactId\(\\d\+\)/, String(ids.contactId))
      .replace(/:accountId\(\\d\+\)/, ids.accountId ? String(ids.accountId) : ':none')
      .replace(/:messageId\(\\d\+\)/, ids.messageId ? String(ids.messageId) : ':none');
    // An import's own page needs an import, which the demo data does not have: /settings/imports stands for it.
    if (filled.includes(':')) continue;
    out.push(filled);
    // The monitor's Archive and Library tabs are query parameters of /monitor.
    if (filled === '/monitor') out.push('/monitor?tab=archive', '/monitor?tab=library');
  }
  return out;
}

/**
 * The page's primary action, where it has one: Dial on lists, Run on reports, the submit button of a form.
 * It must lie inside the viewport horizontally. The first pattern matching the concrete path decides (and
 * the action must be shown); on other routes a form's submit button (Save), when the page shows one to
 * this role, is held to the same rule.
 */
const PRIMARY_ACTIONS: ReadonlyArray<{ path: RegExp; action: (page: Page) => Locator }> = [
  { path: /^\/lists$/, action: (page) => page.getByTestId('list-dial').first() },
  { path: /^\/lists\/\d+$/, action: (page) => page.getByTestId('list-detail').getByRole('button', { name: /^Dial/ }).first() },
  { path: /^\/reports\/[a-z-]+$/, action: (page) => page.getByTestId('report-run') },
];
const submitButton = (page: Page) => page.getByTestId('shell-main').locator('button[type="submit"]:visible').first();

/**
 * What scrolls sideways. The document must not (scrollingElement.scrollWidth <= clientWidth + 1: one pixel
 * for sub-pixel rounding). Nor may any rendered element whose computed overflow-x is auto or scroll (table
 * scroll containers, Mantine ScrollArea viewports): those are the boxes a user would have to drag sideways,
 * and their scrollWidth against clientWidth says whether they would. Boxes narrower than 2 px are skipped
 * (hidden scrollbars, collapsed transitions), and so are text inputs, whose own text may scroll.
 * Elements that clip text with an ellipsis are also reported when they show fewer than 48 px (a name cut
 * to "C…").
 */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
    const describe = (el: Element) => {
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${testId ? ` in [${testId}]` : ''} "${text}"`;
    };
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.clientWidth < 2) continue;
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`scrolls ${el.scrollWidth} > ${el.clientWidth}: ${describe(el)}`);
      } else if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth < 48) {
        problems.push(`text cut to ${el.clientWidth} px: ${describe(el)}`);
      }
    }
    return problems;
  });
}

/**
 * Routes that still scroll sideways, with the overflow measured: screenshotted, kept out of the sweep's
 * assertion and listed below as test.fixme entries until their layout is done. None at present (list
 * detail and preview at 1400 px fit since their contacts table shows the columns a rep works with).
 */
const STILL_FAILING: ReadonlyArray<{ route: RegExp; width: number; title: string }> = [];
const stillFailing = (route: string, width: number) => STILL_FAILING.some((f) => f.width === width && f.route.test(route));
for (const failing of STILL_FAILING) test.fixme(failing.title, () => undefined);

/**
 * Waits until the route has rendered: the shell is there, no loader shows, and the DOM has been quiet for
 * 300 ms (data arriving after the loaders, such as task rows, changes the layout). Capped at 5 s for pages
 * that redraw all the time.
 */
async function settle(page: Page) {
  await expect(page.getByTestId('shell-main')).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const finish = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(finish, 300);
        const cap = setTimeout(finish, 5_000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

for (const role of ROLES) {
  test.describe(`narrow sweep as ${role}`, () => {
    const email = `${role}@demo.test`;
    let page: Page;
    let close: () => Promise<void>;
    let paths: string[] = [];

    test.beforeAll(async () => {
      // One browser (and one sign-in) per role: the routes are visited in the same page.
      const launched = await launchWithExtension();
      close = launched.close;
      page = await launched.context.newPage();
      page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
      await page.setViewportSize({ width: 400, height: 800 });
      await page.goto(`chrome-extension://${launched.extensionId}/workspace.html#!/login`);
      await signIn(page, email);
      await expect(page).toHaveURL(/#!\/dashboard$/);
      paths = concretePaths(await seededIds(email));
    });
    test.afterAll(async () => {
      await close();
    });

    test('every route fits 400 px and 1400 px', async () => {
      test.setTimeout(300_000);
      mkdirSync(path.join(SHOTS, role), { recursive: true });
      const failures: string[] = [];
      for (const route of paths) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          if (width === WIDTHS[0]) await page.evaluate((hash) => (location.hash = hash), `#!${route}`);
          await settle(page);
          // Layout follows the data as it arrives: the measure is taken again until it is clean or 1.5 s have passed;
          // what is still wrong then is this route's failure.
          const measuredUntil = Date.now() + 1_500;
          let problems = await measureOverflow(page);
          while (problems.length && Date.now() < measuredUntil) {
            await page.waitForTimeout(100);
            problems = await measureOverflow(page);
          }
          const primary = PRIMARY_ACTIONS.find((p) => p.path.test(route))?.action(page) ?? ((await submitButton(page).count()) > 0 ? submitButton(page) : null);
          if (primary) {
            // A page still settling gets 3 s to show its primary action; one it never shows is this route's failure.
            const shown = await primary.waitFor({ state: 'visible', timeout: 3_000 }).then(
              () => true,
              () => false,
            );
            const box = shown ? await primary.boundingBox() : null;
            if (!box) problems.push('primary action not shown');
            else if (box.x < 0 || box.x + box.width > width + 1) problems.push(`primary action at x ${Math.round(box.x)}..${Math.round(box.x + box.width)}`);
          }
          const slug = route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root';
          const failing = problems.length > 0 && !stillFailing(route, width);
          if (problems.length > 0 || EVERY_SHOT) await page.screenshot({ path: path.join(SHOTS, role, `${slug}-${width}.png`), fullPage: true });
          if (failing) failures.push(`${route} @${width}: ${problems.slice(0, 4).join('; ')}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
