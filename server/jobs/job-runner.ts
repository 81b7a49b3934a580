import PgBoss from 'pg-boss';
import type pg from 'pg';

/**
 * The server's job runner: pg-boss queues on our PostgreSQL (schema `pgboss`), so waiting work survives a
 * restart and, with several server nodes, each job runs once. pg-boss is started on first use (a job sent)
 * or by start(), which also begins the periodic jobs; tests that never listen pay nothing for it.
 */
export interface JobRunnerOptions {
  pool: pg.Pool;
  /** How often workers look for jobs (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds: number;
  log?: (message: string) => void;
}

type Handler = (data: Record<string, unknown>) => Promise<void>;

export interface JobRunner {
  /** A queue's handler; register before the first send or start. */
  work(name: string, handler: Handler): void;
  /** A job sent every `everyMs` once started; at most one waits at a time (queue policy stately). */
  every(name: string, everyMs: number, handler: Handler): void;
  send(name: string, data: Record<string, unknown>, options?: { startAfter?: Date; singletonKey?: string }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The pg pool under a drizzle database (drizzle's node-postgres `$client`). */
export function poolOf(db: object): pg.Pool {
  const client = (db as { $client?: pg.Pool }).$client;
  if (!client) throw new Error('the database has no pg pool');
  return client;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const handlers = new Map<string, Handler>();
  const periodic = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const log = options.log ?? ((m: string) => console.warn(m));

  async function boot(): Promise<PgBoss> {
    const instance = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => options.pool.query(text, values) },
      schema: 'pgboss',
      // Cron scheduling is not used (periodic jobs are sent by timers: pg-boss cron has minute granularity).
      schedule: false,
    });
    instance.on('error', (error: Error) => log(`[jobs] ${error.message}`));
    await instance.start();
    for (const [name, handler] of handlers) {
      await instance.createQueue(name, { name, policy: periodic.has(name) ? 'stately' : 'standard', retryLimit: 0 });
      await instance.work<Record<string, unknown>>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data ?? {});
      });
    }
    boss = instance;
    return instance;
  }

  const ensure = () => {
    if (stopped) return Promise.reject(new Error('job runner stopped'));
    starting ??= boot();
    return starting;
  };

  return {
    work(name, handler) {
      handlers.set(name, handler);
    },
    every(name, everyMs, handler) {
      handlers.set(name, handler);
      periodic.set(name, everyMs);
    },
    async send(name, data, opts = {}) {
      const instance = await ensure();
      await instance.send(name, data, { ...(opts.startAfter ? { startAfter: opts.startAfter } : {}), ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}) });
    },
    async start() {
      const instance = await ensure();
      for (const [name, everyMs] of periodic) {
        const timer = setInterval(() => {
          instance.send(name, {}).catch((error: unknown) => log(`[jobs] ${name}: ${error instanceof Error ? error.message : String(error)}`));
        }, everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      const instance = boss ?? (starting ? await starting.catch(() => null) : null);
      // graceful: running jobs finish; the pool is ours (close: false), closed by the server after this.
      if (instance) await instance.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
