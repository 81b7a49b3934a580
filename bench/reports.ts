// Reports (#18): each of the six reports over one year of activity for 200 users and 75,000 contacts
// (about 2 million activity rows written by the report seed), server time over HTTP for a month and for
// all time, run as an administrator (every user).
import { performance } from 'node:perf_hooks';
import { DEMO_TENANT } from '../server/seed/demo-tenant';
import { tenantIdByName } from '../server/seed/large-contacts';
import { seedReportActivity } from '../server/seed/report-activity';
import { runWhenMain, withLargeTenant } from './large-tenant';
import { percentile, round } from './stats';

const USERS = 200;
const ROWS = 2_000_000;
const MONTH_RUNS = 20;
const ALL_TIME_RUNS = 5;

export async function benchReports(): Promise<string[]> {
  return withLargeTenant('reports', async ({ db, api, login }) => {
    const tenantId = await tenantIdByName(db, DEMO_TENANT);
    const seedStart = performance.now();
    await seedReportActivity(db, tenantId, { users: USERS, rows: ROWS, days: 365, lists: 20 });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const token = await login('admin@demo.test');
    const post = async (path: string, body: unknown) => {
      const start = performance.now();
      const res = await fetch(`${api}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path} failed with ${res.status}: ${text.slice(0, 200)}`);
      return { ms: performance.now() - start, bytes: text.length };
    };
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 30 * 86400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const month = { start: day(monthAgo), end: day(now) };
    const reports: { name: string; path: string; body: (range: Record<string, string>) => unknown; ranged: boolean }[] = [
      { name: 'activity', path: '/reports/activity', body: (r) => ({ ...r }), ranged: true },
      { name: 'list performance', path: '/reports/list-performance', body: (r) => ({ ...r }), ranged: true },
      { name: 'phone number connect rate', path: '/reports/phone-numbers', body: (r) => ({ ...r, grouping: 'phoneNumber' }), ranged: true },
      { name: 'ACD abandoned calls', path: '/reports/acd/abandoned-calls', body: (r) => ({ ...r }), ranged: true },
      { name: 'ACD queue performance', path: '/reports/acd/queue-performance', body: (r) => ({ ...r }), ranged: true },
      { name: 'spam flag status', path: '/reports/spam-flags', body: () => ({}), ranged: false },
    ];
    const lines = [`report seed: ${ROWS.toLocaleString('en-US')} activity rows for ${USERS} users in ${round(seedSeconds)} s`];
    for (const report of reports) {
      await post(report.path, report.body(month)); // warm
      const monthly: number[] = [];
      for (let i = 0; i < MONTH_RUNS; i++) monthly.push((await post(report.path, report.body(month))).ms);
      lines.push(`${report.name} report, ${report.ranged ? 'one month' : 'now'}: p50 ${round(percentile(monthly, 50))} ms, p95 ${round(percentile(monthly, 95))} ms (target p95 < 500)`);
      if (!report.ranged) continue;
      const allTime: number[] = [];
      let bytes = 0;
      for (let i = 0; i < ALL_TIME_RUNS; i++) {
        const run = await post(report.path, report.body({}));
        allTime.push(run.ms);
        bytes = run.bytes;
      }
      lines.push(`${report.name} report, all time: p50 ${round(percentile(allTime, 50))} ms, max ${round(Math.max(...allTime))} ms (target < 2000; reply ${round(bytes / 1024 / 1024, 2)} MB)`);
    }
    // The abandoned calls of all time as CSV, streamed: time to the first bytes and to the end, and the heap it took (server and client share this process).
    const ticket = (await (
      await fetch(`${api}/reports/acd/abandoned-calls/export`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
    ).json()) as { payload: { url: string } };
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const start = performance.now();
    const res = await fetch(`${api}${ticket.payload.url}`);
    if (!res.ok || !res.body) throw new Error(`the CSV export failed with ${res.status}`);
    let firstByteMs = 0;
    let rows = -1;
    let bytes = 0;
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      if (!firstByteMs) firstByteMs = performance.now() - start;
      bytes += chunk.byteLength;
      rows += decoder.decode(chunk, { stream: true }).split('\r\n').length - 1;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    lines.push(
      `abandoned calls CSV export, all time: ${rows.toLocaleString('en-US')} rows, ${round(bytes / 1024 / 1024, 2)} MB, first bytes after ${round(firstByteMs)} ms, done in ${round(performance.now() - start)} ms, heap growth at most ${round((heapPeak - heapBefore) / 1024 / 1024, 1)} MB (streamed a page of 2,000 rows at a time)`,
    );
    return lines;
  });
}

runWhenMain(import.meta, benchReports);
