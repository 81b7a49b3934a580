// Runs the embedded PostgreSQL in its own process for the test run (kept apart from vitest's main
// process, which a PostgreSQL child and its supervision would otherwise hold open).
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) {
  console.error('usage: embedded-postgres-runner <dataDir> <port>');
  process.exit(2);
}
const pg = await startEmbeddedPostgres(dataDir, Number(port));
console.log(`ready ${pg.url('postgres')}`);
// SIGTERM (or Ctrl-C) stops the cluster cleanly, then the runner; if the runner is killed, the child watchdog stops it.
const keepAlive = setInterval(() => {}, 1 << 30);
const stop = () => {
  clearInterval(keepAlive);
  void pg.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
