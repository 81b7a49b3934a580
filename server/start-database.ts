import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase } from './db/ensure-database';
import { startEmbeddedPostgres } from './db/embedded-postgres';

/** DATABASE_URL when given, otherwise the embedded PostgreSQL in DATA_DIR (supervised: onStatus follows its restarts). */
export async function startDatabase(dataDir: string, databaseUrl: string | undefined, embeddedPort: number, onStatus?: (running: boolean, reason: string | null) => void) {
  if (databaseUrl) return { url: databaseUrl, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(dataDir, embeddedPort, onStatus ? { onStatus } : {});
  await ensureDatabase(embedded.url('postgres'), 'dialworks');
  return { url: embedded.url('dialworks'), stop: embedded.stop };
}

/** The server secret (SIP credentials, captcha signatures): SECRET, or one generated once into DATA_DIR. */
export function loadSecret(dataDir: string): string {
  if (process.env.SECRET) return process.env.SECRET;
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
