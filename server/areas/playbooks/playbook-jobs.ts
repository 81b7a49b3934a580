import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { createMessaging } from '../email/create-messaging';
import type { JobRunner } from '../../jobs/job-runner';
import type { Realtime } from '../../realtime/realtime';
import { onActivityWritten } from '../../activity/activity-log';
import { publishListChanged } from '../lists/list-live';
import { createPlaybookEngine } from './playbook-engine';
import { exitOnActivity } from './playbook-exit';
import { createPlaybookSendService } from './playbook-send-service';
import { createPlaybookService } from './playbook-service';

export const PLAYBOOK_TICK_JOB = 'playbook.tick';

export interface JobsOptions {
  /** How often the playbook tick runs once started (PLAYBOOK_TICK_MS, default 15 s). */
  tickMs?: number;
  /** How often workers poll pg-boss (JOBS_POLL_SECONDS, default 2 s; minimum 0.5). */
  pollingIntervalSeconds?: number;
}

type Messaging = ReturnType<typeof createMessaging>;

/**
 * The playbook engine on the server's job runner: the periodic playbook tick, the exit-condition hook on
 * the activity log, and the playbook services the routes use. The runner's start() (the server's listen)
 * begins the periodic tick; without it nothing polls, and tests run a tick with `engine.tick()`.
 */
export function createPlaybookJobs(deps: { db: Db; clock: Clock; realtime: Realtime; messaging: Messaging; runner: JobRunner; tickMs?: number }) {
  const { db, clock, runner } = deps;
  const tickMs = deps.tickMs ?? Number(process.env.PLAYBOOK_TICK_MS ?? 15_000);
  // Announcements run in the background; stop() waits for those under way and drops later ones.
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const listChanged = (tenantId: number, listId: number) => {
    if (stopped) return;
    const job = publishListChanged({ db, clock, realtime: deps.realtime }, tenantId, listId).finally(() => inFlight.delete(job));
    inFlight.add(job);
  };
  const sendEmail = deps.messaging.handlerDeps.send.send;
  const engine = createPlaybookEngine({ db, clock, sendEmail: (auth, body, options) => sendEmail(auth, body, options), listChanged });

  runner.every(PLAYBOOK_TICK_JOB, tickMs, async () => {
    await engine.tick();
  });

  // Exit conditions follow every activity written; the new counts are announced once the writer has committed.
  // Pending announcements are cancelled on stop, so a closing server never queries a closed pool.
  const pending = new Set<NodeJS.Timeout>();
  const removeHook = onActivityWritten(async (ex, row) => {
    const lists = await ex.transaction((sp) => exitOnActivity(sp, row, clock));
    for (const listId of new Set(lists)) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        listChanged(row.tenantId, listId);
      }, 100);
      timer.unref();
      pending.add(timer);
    }
  });

  return {
    engine,
    handlerDeps: {
      playbooks: createPlaybookService({ db, clock, listChanged }),
      send: createPlaybookSendService({ db, clock, sendEmail: (auth, body, options) => sendEmail(auth, body, options), listChanged }),
    },
    /** Cancels pending announcements and waits for those under way (server close: the pool closes next). */
    stop: async () => {
      stopped = true;
      removeHook();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type PlaybookHandlerDeps = ReturnType<typeof createPlaybookJobs>['handlerDeps'];
