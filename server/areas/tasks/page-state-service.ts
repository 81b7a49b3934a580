import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type pageStateKey, type pageStateValue, taskBlockState, taskPageState } from '@/src/contract/entities/tasks';
import { archiveFilterState } from '@/src/contract/entities/recordings';
import { monitorRealtimeFilter } from '@/src/contract/entities/monitor';
import { reportPageState } from '@/src/contract/entities/reports';
import { capDays, EMPTY_TASK_BLOCK_STATE, type TaskBlockState } from '@/src/domain/tasks/task-block-state';
import type { Db } from '../../db/database';
import { userSettings } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

type Key = z.infer<typeof pageStateKey>;
type Value = z.infer<typeof pageStateValue>;
/** Keys whose value is a list of tag ids (the lists screens' tag filters). */
const TAG_FILTER_KEYS: ReadonlySet<Key> = new Set(['myListsTagsFilter', 'allListsTagsFilter']);
/** The monitor's archive and library filters. */
const ARCHIVE_FILTER_KEYS: ReadonlySet<Key> = new Set(['monitorArchiveFilter', 'monitorLibraryFilter']);
/** The reports' saved filters and columns. */
const REPORT_KEYS: ReadonlySet<Key> = new Set(['activityReport', 'listPerformanceReport']);
const kindOf = (key: Key) =>
  key === 'taskPageState'
    ? 'task'
    : key === 'monitorRealtimeFilter'
      ? 'realtime'
      : ARCHIVE_FILTER_KEYS.has(key)
        ? 'archive'
        : REPORT_KEYS.has(key)
          ? 'report'
          : TAG_FILTER_KEYS.has(key)
            ? 'array'
            : 'boolean';
const kindOfValue = (value: Value) =>
  Array.isArray(value)
    ? 'array'
    : typeof value === 'boolean'
      ? 'boolean'
      : taskPageState.safeParse(value).success
        ? 'task'
        : archiveFilterState.safeParse(value).success
          ? 'archive'
          : monitorRealtimeFilter.safeParse(value).success
            ? 'realtime'
            : reportPageState.safeParse(value).success
              ? 'report'
              : 'unknown';

const BLOCK_STATE_KEY = 'tasks.blockState';
const pageKey = (key: Key) => `pageState.${key}`;

/** Saved page states and the task-block state, per user, in user settings. */
export function createPageStateService(db: Db) {
  async function read(auth: AuthContext, key: string): Promise<unknown> {
    const [row] = await db
      .select({ value: userSettings.value })
      .from(userSettings)
      .where(and(eq(userSettings.userId, auth.userId), eq(userSettings.tenantId, auth.tenantId), eq(userSettings.key, key)));
    return row?.value ?? null;
  }
  async function write(auth: AuthContext, key: string, value: unknown) {
    await db
      .insert(userSettings)
      .values({ tenantId: auth.tenantId, userId: auth.userId, key, value })
      .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value } });
  }

  return {
    async get(auth: AuthContext, key: Key): Promise<Value | null> {
      const raw = await read(auth, pageKey(key));
      // A stored value that no longer fits its shape reads as unset rather than breaking the page.
      if (key === 'taskPageState') return taskPageState.safeParse(raw).data ?? null;
      if (ARCHIVE_FILTER_KEYS.has(key)) return archiveFilterState.safeParse(raw).data ?? null;
      if (key === 'monitorRealtimeFilter') return monitorRealtimeFilter.safeParse(raw).data ?? null;
      if (REPORT_KEYS.has(key)) return reportPageState.safeParse(raw).data ?? null;
      if (TAG_FILTER_KEYS.has(key)) return Array.isArray(raw) && raw.every((n) => Number.isInteger(n) && n > 0) ? (raw as number[]) : null;
      return typeof raw === 'boolean' ? raw : null;
    },
    async update(auth: AuthContext, key: Key, value: Value): Promise<Value> {
      if (kindOf(key) !== kindOfValue(value)) {
        throw new ApiError(400, `Invalid value for ${key}`, { code: 'VALIDATION' });
      }
      await write(auth, pageKey(key), value);
      return value;
    },
    async blockState(auth: AuthContext): Promise<TaskBlockState> {
      return taskBlockState.safeParse(await read(auth, BLOCK_STATE_KEY)).data ?? EMPTY_TASK_BLOCK_STATE;
    },
    /** The server keeps at most 100 day entries too, dropping the oldest modified. */
    async saveBlockState(auth: AuthContext, state: TaskBlockState): Promise<TaskBlockState> {
      const capped = { ...state, days: capDays(state.days) };
      await write(auth, BLOCK_STATE_KEY, capped);
      return capped;
    },
  };
}
