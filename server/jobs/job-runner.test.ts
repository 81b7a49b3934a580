import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { createJobRunner, poolOf } from './job-runner';
import { eventually } from '../../tests/support/eventually';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('job runner (pg-boss on our PostgreSQL)', () => {
  it('runs a job sent for later once its time has come, runs periodic jobs once started, and stops cleanly', async () => {
    const runner = createJobRunner({ pool: poolOf(server.db), pollingIntervalSeconds: 0.5 });
    const seen: unknown[] = [];
    let ticks = 0;
    runner.work('test.echo', async (data) => {
      seen.push(data.value);
    });
    runner.every('test.tick', 300, async () => {
      ticks++;
    });
    const started = Date.now();
    await runner.send('test.echo', { value: 'later' }, { startAfter: new Date(Date.now() + 1000) });
    await runner.start();
    await eventually(
      () => seen.length > 0 && ticks > 0,
      (ran) => ran,
      { ms: 20_000, everyMs: 100 },
    );
    expect(seen).toEqual(['later']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(ticks).toBeGreaterThan(0);
    await runner.stop();
    await expect(runner.send('test.echo', { value: 'after stop' })).rejects.toThrow('job runner stopped');
  });
});
