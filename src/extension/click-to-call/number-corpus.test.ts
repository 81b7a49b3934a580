import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTINUED_ATTRIBUTE, decorateNumbers, NUMBER_ATTRIBUTE } from './decorate-numbers';
import { readingCountries } from './page-reading';

/**
 * Click-to-call measured on real public pages: the corpus beside the repository
 * (`../shared/corpus/numbers/`, read in place, never copied here; its README says what it is).
 * Each page is parsed, the content script's decorate pass runs over its body, and the marked
 * numbers are compared in page order with the numbers marked by hand. Run once with each page's
 * region as the user's dialing plan, once with a US plan for every page.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// A git worktree elsewhere may name the corpus's place; CI and a plain clone use the default.
const CORPUS = process.env.DIALWORKS_NUMBER_CORPUS ?? path.resolve(ROOT, '../shared/corpus/numbers');

const corpusIndex = z.object({
  pages: z.array(
    z.object({
      file: z.string(),
      region: z.string().length(2),
      origin: z.object({ url: z.string().nullable().optional() }),
      expected: z.array(z.string()),
      optional: z.array(z.object({ text: z.string() })).optional(),
    }),
  ),
});
type CorpusPage = z.infer<typeof corpusIndex>['pages'][number];

// The corpus writes numbers as the page shows them; line breaks and no-break spaces count as one space.
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function readPage(file: string): string {
  const bytes = readFileSync(path.join(CORPUS, 'pages', file));
  const head = bytes.subarray(0, 4096).toString('latin1');
  const charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  const html = new TextDecoder(charset).decode(bytes);
  // linkedom is not an HTML5 parser: where a browser mends a page, the page is given to it mended.
  // A saved fragment (no <html>) is what a browser puts in a body; a script before <html> goes to the head.
  if (!/<html[\s>]/i.test(html)) return `<!doctype html><html><body>${html}</body></html>`;
  const start = html.search(/<html[\s>]/i);
  return html.slice(0, start).replace(/<script[^>]*>[\s\S]*?<\/script>/gi, '') + html.slice(start);
}

/** The numbers the decorate pass marked, in page order, a number split by markup joined again. */
function markedNumbers(page: CorpusPage, plan: string): string[] {
  const { document } = parseHTML(readPage(page.file));
  const host = page.origin.url ? new URL(page.origin.url).host : '';
  const countries = readingCountries(document, plan, host);
  // A browser merges a second <body> into the first; linkedom keeps both, so each is decorated.
  for (const body of document.querySelectorAll('body')) decorateNumbers(body, countries);
  const found: string[] = [];
  for (const mark of document.querySelectorAll(`[${NUMBER_ATTRIBUTE}]`)) {
    if (mark.hasAttribute(CONTINUED_ATTRIBUTE) && found.length > 0) found[found.length - 1] += mark.textContent ?? '';
    else found.push(mark.textContent ?? '');
  }
  return found.map(normalise);
}

/** Hits are the longest common subsequence of found and expected (page order); an optional number counts neither way. */
function score(found: string[], page: CorpusPage) {
  const expected = page.expected.map(normalise);
  const lengths = Array.from({ length: found.length + 1 }, () => new Array<number>(expected.length + 1).fill(0));
  for (let i = found.length - 1; i >= 0; i--)
    for (let j = expected.length - 1; j >= 0; j--) lengths[i]![j] = found[i] === expected[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const unmatchedFound: string[] = [];
  const misses: string[] = [];
  let i = 0;
  let j = 0;
  while (i < found.length && j < expected.length) {
    if (found[i] === expected[j]) {
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) unmatchedFound.push(found[i++]!);
    else misses.push(expected[j++]!);
  }
  unmatchedFound.push(...found.slice(i));
  misses.push(...expected.slice(j));
  const optional = (page.optional ?? []).map((o) => normalise(o.text));
  const falsePositives = unmatchedFound.filter((text) => {
    const k = optional.indexOf(text);
    if (k < 0) return true;
    optional.splice(k, 1);
    return false;
  });
  return { hits: lengths[0]![0]!, misses, falsePositives };
}

function measure(plan: (page: CorpusPage) => string) {
  const pages = corpusIndex.parse(JSON.parse(readFileSync(path.join(CORPUS, 'index.json'), 'utf8'))).pages;
  const totals = { hits: 0, misses: 0, falsePositives: 0 };
  const lines: string[] = [];
  for (const page of pages) {
    const result = score(markedNumbers(page, plan(page)), page);
    totals.hits += result.hits;
    totals.misses += result.misses.length;
    totals.falsePositives += result.falsePositives.length;
    const detail = [result.misses.length ? `missed ${JSON.stringify(result.misses)}` : '', result.falsePositives.length ? `false ${JSON.stringify(result.falsePositives)}` : '']
      .filter(Boolean)
      .join(' ');
    lines.push(
      `${page.file.padEnd(34)} region ${page.region} plan ${plan(page)}  hits ${result.hits}  misses ${result.misses.length}  false positives ${result.falsePositives.length}${detail ? `  ${detail}` : ''}`,
    );
  }
  const precision = totals.hits / Math.max(1, totals.hits + totals.falsePositives);
  const recall = totals.hits / Math.max(1, totals.hits + totals.misses);
  lines.push(
    `${pages.length} pages: hits ${totals.hits}, misses ${totals.misses}, false positives ${totals.falsePositives}; precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}%`,
  );
  console.log(lines.join('\n'));
  return { pages: pages.length, precision, recall };
}

describe('click-to-call on the number corpus (real public pages)', () => {
  it('finds the corpus beside the repository', () => {
    if (!existsSync(path.join(CORPUS, 'index.json')))
      throw new Error(`The number corpus is missing at ${CORPUS}: it lives beside the repository in ../shared/corpus/numbers/ (CI keeps it there); set DIALWORKS_NUMBER_CORPUS to read it elsewhere.`);
  });

  it("finds the numbers of every page with the page's region as dialing plan (precision >= 99%, recall >= 95%)", () => {
    const result = measure((page) => page.region);
    expect(result.pages).toBe(43);
    expect(result.precision).toBeGreaterThanOrEqual(0.99);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  it('finds them with a US dialing plan on every page too (precision >= 99%, recall >= 95%)', () => {
    const result = measure(() => 'US');
    expect(result.precision).toBeGreaterThanOrEqual(0.99);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});
