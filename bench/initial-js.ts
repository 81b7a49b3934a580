import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size (KB) of the JS a page loads before it runs: its module script and modulepreloads. */
export function initialJsKb(outputDir: string, page: string): number {
  const html = readFileSync(path.join(outputDir, page), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
    const file = match[1] ?? match[2];
    if (file) files.add(file.replace(/^\//, ''));
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(outputDir, file))).length;
  return bytes / 1000;
}
