// Click-to-call on a large page (#20, #33): the time the content script's first pass adds to a page
// of 5,000 nodes (text with US and international numbers, dates with times, prices, postcodes,
// counts and order numbers), read from its User Timing measure in Chromium with the built extension,
// median of 10 loads. The page says it is German (lang="de"), so it is read in two countries (DE,
// then the user's US plan): the worst common case, a page of another country.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchWithExtension } from '../tests/e2e/support/chromium';
import { DECORATE_MEASURE } from '../src/extension/click-to-call/click-to-call-page';
import { runWhenMain } from './large-tenant';
import { percentile, round } from './stats';

const NODES = 5_000;
const LOADS = 10;
const ROWS = NODES / 5;
const NUMBERS = ROWS / 10;

export function largePage(): string {
  const rows: string[] = [];
  // Each row is 5 nodes (tr, 2 td, 2 text): 1,000 rows, one in 10 with a number.
  for (let i = 0; i < ROWS; i++) {
    const text =
      i % 20 === 0
        ? `Call our office at (415) 555-${String(1000 + i).slice(-4)}`
        : i % 20 === 10
          ? `Telefon: +49 (0)30 259219-${i}`
          : [
              `Order #${100000 + i} shipped 2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
              `Total $${(i * 3.17).toFixed(2)}, ZIP 9410${i % 10}`,
              `Item SKU-${i}-${i * 7}`,
              `Termin ${String((i % 28) + 1).padStart(2, '0')}.10.2023 – 14:${String(i % 60).padStart(2, '0')}, Preis ${(i * 13).toLocaleString('de-DE')} €, 10117 Berlin`,
              `Zugriffe ${(i * 1234).toLocaleString('de-DE')}, Jahrgang 1914-2014`,
            ][i % 5];
    rows.push(`<tr><td>${i}</td><td>${text}</td></tr>`);
  }
  return `<!doctype html><html lang="de"><body><table>${rows.join('')}</table></body></html>`;
}

export async function benchClickToCall(): Promise<string[]> {
  const html = largePage();
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await launchWithExtension();
  const samples: number[] = [];
  let marked = 0;
  try {
    for (let i = 0; i < LOADS; i++) {
      const page = await browser.context.newPage();
      await page.goto(url);
      const handle = await page.waitForFunction((name) => performance.getEntriesByName(name)[0]?.duration ?? null, DECORATE_MEASURE, { timeout: 10_000 });
      samples.push((await handle.jsonValue()) as number);
      marked = await page.evaluate(() => document.querySelectorAll('[data-dialworks-number]').length);
      await page.close();
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
  return [
    `click-to-call first pass on a ${NODES.toLocaleString('en-US')}-node page: ${round(percentile(samples, 50), 1)} ms (median of ${LOADS}; p95 ${round(percentile(samples, 95), 1)} ms; target < 50), ${marked} numbers marked of ${NUMBERS}`,
  ];
}

runWhenMain(import.meta, benchClickToCall);
