// Recordings (issue: archive and library): the archive page over 100,000 recorded calls (target
// p95 < 50 ms), the time to first audio when opening a 60-minute recording in the workspace (target
// < 500 ms), and a 500-file zip's throughput and the server's peak memory while it streams.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { analyseRecording } from '../src/domain/recordings/recording-analysis';
import { decodeToChannels } from '../server/areas/telephony/media/audio-encoder';
import { buildApp } from '../server/app';
import { defaultConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/database';
import { activities, recordings, telephonyCalls, users } from '../server/db/schema';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { ensureDatabase } from '../server/db/ensure-database';
import { createSmtpMailer } from '../server/mail/mailer';
import { startSmtpSink } from '../server/mail/smtp-sink';
import { DEMO_PASSWORD, DEMO_TENANT, seedDemoTenant } from '../server/seed/demo-tenant';
import { tenantIdByName } from '../server/seed/large-contacts';
import { launchWithExtension } from '../tests/e2e/support/chromium';
import { freePort } from '../tests/support/postgres-global-setup';
import { runWhenMain, timeGets } from './large-tenant';
import { percentile, round } from './stats';

const CALLS = 100_000;
const ZIP_FILES = 500;
const LONG_CALL_ID = 'bench-long-call';
const OPEN_RUNS = 5;

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

export async function benchRecordings(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dialworks-bench-recordings-'));
  chmodSync(dir, 0o755);
  const recordingsDir = path.join(dir, 'recordings');
  mkdirSync(recordingsDir);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
  const sink = await startSmtpSink(0);
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const { db, close } = openDatabase(pg.url('bench'), 10);
    await migrateDatabase(db);
    await seedDemoTenant(db);
    const tenantId = await tenantIdByName(db, DEMO_TENANT);
    const userIds = (await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId))).map((u) => u.id);

    // 100,000 recorded calls over 90 days, written as the phone writes them: the activity, the call row, its recording.
    const seedStart = performance.now();
    await db.execute(sql`
      with a as (
        insert into activities (tenant_id, user_id, kind, direction, duration_seconds, occurred_at, data)
        select ${tenantId}, (${sql.raw(`array[${userIds.join(',')}]`)})[1 + i % ${userIds.length}], 'call', case when i % 3 = 0 then 'in' else 'out' end,
               5 + (i * 7919) % 900, now() - interval '2 hours' - ((i::bigint * 104729) % 127000) * interval '1 minute',
               jsonb_build_object('callId', 'bench-' || i, 'result', (array['Connected', 'No Answer', 'Busy', 'Left Voicemail'])[1 + i % 4], 'description', 'bench call ' || i)
        from generate_series(1, ${CALLS}) i
        returning id, user_id, direction, occurred_at, data->>'callId' as call_id)
      insert into telephony_calls (id, tenant_id, user_id, direction, connection_type, phone_number, started_at, ended_at, activity_id)
      select call_id, ${tenantId}, user_id, direction, 'soft', '+1201555' || lpad((id % 10000)::text, 4, '0'), occurred_at, occurred_at + interval '2 minutes', id from a`);
    await db.execute(sql`
      insert into recordings (media_name, tenant_id, user_id, call_id, mime_type, bytes, source, duration_ms, created_at)
      select 'bench-' || substr(c.id, 7) || '.ogg', c.tenant_id, c.user_id, c.id, 'audio/ogg', 40000, 'relay', 120000, c.ended_at
      from telephony_calls c where c.tenant_id = ${tenantId} and c.id like 'bench-%'`);
    await db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    // A short real recording copied under the newest 500 calls' media names (the zip's files).
    const sample = path.join(dir, 'sample.ogg');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20', '-ac', '2', '-ar', '48000', '-c:a', 'libopus', '-b:a', '24k', sample]);
    const newest = await db
      .select({ mediaName: recordings.mediaName })
      .from(recordings)
      .innerJoin(telephonyCalls, eq(telephonyCalls.id, recordings.callId))
      .where(eq(recordings.tenantId, tenantId))
      .orderBy(sql`${telephonyCalls.startedAt} desc`)
      .limit(ZIP_FILES);
    for (const r of newest) copyFileSync(sample, path.join(recordingsDir, r.mediaName));
    const sampleBytes = statSync(sample).size;

    // One 60-minute stereo recording, analysed like the relay's (peaks and talk map computed once).
    const long = path.join(recordingsDir, `${LONG_CALL_ID}.ogg`);
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=3600',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=duration=3600:amplitude=0.2',
      '-filter_complex',
      '[0][1]amerge=inputs=2',
      '-ar',
      '48000',
      '-c:a',
      'libopus',
      '-b:a',
      '16k',
      long,
    ]);
    const { left, right } = await decodeToChannels(readFileSync(long));
    const analysis = analyseRecording(left, right, 8000, Date.now() - 3600_000);
    const [activity] = await db
      .insert(activities)
      .values({
        tenantId,
        userId: userIds[0]!,
        kind: 'call',
        direction: 'out',
        durationSeconds: 3600,
        occurredAt: new Date(Date.now() - 61 * 60_000),
        data: { callId: LONG_CALL_ID, result: 'Connected' },
      })
      .returning({ id: activities.id });
    await db
      .insert(telephonyCalls)
      .values({
        id: LONG_CALL_ID,
        tenantId,
        userId: userIds[0]!,
        direction: 'out',
        connectionType: 'soft',
        phoneNumber: '+12015550999',
        startedAt: new Date(Date.now() - 61 * 60_000),
        activityId: Number(activity!.id),
      });
    await db
      .insert(recordings)
      .values({
        mediaName: `${LONG_CALL_ID}.ogg`,
        tenantId,
        userId: userIds[0]!,
        callId: LONG_CALL_ID,
        mimeType: 'audio/ogg',
        bytes: statSync(long).size,
        source: 'relay',
        durationMs: analysis.durationMs,
        analysis,
      });

    const app = await buildApp({ db, config: defaultConfig('bench-secret'), mailer: createSmtpMailer(sink.url), telephony: { recordingsDir } });
    const api = `${await app.listen(0)}/api`;
    try {
      const token = (
        (await (
          await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD }) })
        ).json()) as { payload: { authToken: string } }
      ).payload.authToken;
      const range = (days: number) => `start=${new Date(Date.now() - days * 86_400_000).toISOString()}&end=${new Date().toISOString()}`;
      const month = await timeGets(200, (i) => `${api}/recordings?${range(30)}&offset=${(i % 20) * 10}`, token);
      const quarter = await timeGets(100, (i) => `${api}/recordings?${range(89)}&offset=${(i % 20) * 10}`, token);
      const filtered = await timeGets(100, (i) => `${api}/recordings?${range(89)}&minDuration=600&callResult=Busy&offset=${(i % 5) * 10}`, token);
      const byDuration = await timeGets(60, (i) => `${api}/recordings?${range(30)}&orderColumn=duration&offset=${(i % 5) * 10}`, token);
      const counts = await timeGets(100, () => `${api}/recordings/count?${range(89)}`, token);
      const total = ((await (await fetch(`${api}/recordings/count?${range(89)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { payload: { count: number } }).payload.count;

      const zip = await measureZip(api, token);
      const open = await measureFirstAudio(api);
      const line = (name: string, s: number[]) => `${name} p50: ${round(percentile(s, 50))} ms, p95: ${round(percentile(s, 95))} ms`;
      return [
        `recordings: ${CALLS.toLocaleString('en-US')} recorded calls seeded in ${round(seedSeconds)} s (${total.toLocaleString('en-US')} in the last 89 days)`,
        `${line('GET /recordings page (10, newest first, last 30 days) over 100,000 calls', month)} (target p95 < 50)`,
        line('GET /recordings page (last 89 days)', quarter),
        line('GET /recordings page filtered (89 days, min 600 s, result Busy)', filtered),
        line('GET /recordings page by duration (30 days)', byDuration),
        line(`GET /recordings/count (89 days, ${total.toLocaleString('en-US')} calls)`, counts),
        `60-minute recording (${round(statSync(long).size / 1e6)} MB): open to player ready ${round(percentile(open.ready, 50))} ms, play to first audio ${round(percentile(open.firstAudio, 50))} ms, open to first audio ${round(percentile(open.total, 50))} ms (median of ${OPEN_RUNS}; target < 500), seek to 45:00 and play ${round(percentile(open.seek, 50))} ms`,
        `zip of ${ZIP_FILES} recordings (${round((ZIP_FILES * sampleBytes) / 1e6)} MB of audio): ${round(zip.seconds)} s, ${round(zip.bytes / 1e6 / zip.seconds)} MB/s; server RSS peak +${round(zip.peakRssDelta / 1e6)} MB over the ${round(zip.rssBefore / 1e6)} MB before`,
      ];
    } finally {
      await app.close();
      await close();
    }
  } finally {
    await sink.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Streams the zip of the newest 500 calls and samples this (the server's) process memory meanwhile; the bytes are read and dropped. */
async function measureZip(api: string, token: string) {
  const days = 89;
  const filter = { start: new Date(Date.now() - days * 86_400_000).toISOString(), end: new Date().toISOString() };
  // The newest 500 (the ones with files): every call of the last hours, ordered newest first, limited by excluding none.
  const page = async (offset: number) =>
    (
      (await (await fetch(`${api}/recordings?start=${filter.start}&end=${filter.end}&length=100&offset=${offset}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        payload: { calls: { id: string }[] };
      }
    ).payload.calls.map((c) => c.id);
  const ids: string[] = [];
  for (let offset = 0; ids.length < ZIP_FILES + 1; offset += 100) ids.push(...(await page(offset)));
  const chosen = ids.filter((id) => id !== LONG_CALL_ID).slice(0, ZIP_FILES);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const start = performance.now();
  const ticket = (
    (await (
      await fetch(`${api}/media/recordings/zip`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ ids: chosen }) })
    ).json()) as { payload: { token: string } }
  ).payload.token;
  const res = await fetch(`${api}/media/recordings/zip/${ticket}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rssBefore, peakRssDelta: peak - rssBefore };
}

/** In the workspace: click the 60-minute call, wait for the player, press play, time the first 'playing'; then seek to 45:00. */
async function measureFirstAudio(api: string) {
  const browser = await launchWithExtension(['--autoplay-policy=no-user-gesture-required']);
  const ready: number[] = [];
  const firstAudio: number[] = [];
  const total: number[] = [];
  const seek: number[] = [];
  try {
    const page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.extensionId}/workspace.html#!/login`);
    await page.getByLabel('Server').fill(api);
    await page.getByLabel('Email').fill('manager@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#!\/dashboard/);
    for (let run = 0; run < OPEN_RUNS; run++) {
      await page.goto(`chrome-extension://${browser.extensionId}/workspace.html#!/monitor?tab=archive`);
      await page.reload();
      const row = page.locator(`[data-testid="archive-row"][data-call-id="${LONG_CALL_ID}"]`);
      await row.waitFor();
      const t0 = await page.evaluate(() => performance.now());
      await row.getByTestId('archive-open').click();
      await page.getByTestId('recording-player').waitFor();
      const t1 = await page.evaluate(() => performance.now());
      const played = await page.evaluate(async () => {
        const audio = document.querySelector<HTMLAudioElement>('[data-testid="recording-audio"]')!;
        const start = performance.now();
        const playing = new Promise<number>((resolve) => audio.addEventListener('playing', () => resolve(performance.now()), { once: true }));
        (document.querySelector('[data-testid="player-play"]') as HTMLButtonElement).click();
        const at = await playing;
        audio.pause();
        const seekStart = performance.now();
        const seeked = new Promise<number>((resolve) => audio.addEventListener('playing', () => resolve(performance.now()), { once: true }));
        audio.currentTime = 45 * 60;
        void audio.play();
        const seekAt = await seeked;
        audio.pause();
        return { start, at, seek: seekAt - seekStart };
      });
      ready.push(t1 - t0);
      firstAudio.push(played.at - played.start);
      total.push(played.at - t0);
      seek.push(played.seek);
      await page.keyboard.press('Escape');
    }
  } finally {
    await browser.close();
  }
  return { ready, firstAudio, total, seek };
}

runWhenMain(import.meta, benchRecordings);
