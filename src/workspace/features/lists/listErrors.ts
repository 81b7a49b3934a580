import { ApiCallError } from '@/src/contract/api-call-error';

/** HTTP 423: the list is paused (spec 2 section 8). */
export const isPausedError = (err: unknown) => err instanceof ApiCallError && err.status === 423;

/**
 * The catalogue key a failed list action shows: the paused-list alert for 423, the key given for
 * the failure's status (join 409 / 403 / 404 / 500, move 404 / 409), else the action's own text.
 */
export function listErrorKey(err: unknown, fallbackKey: string, byStatus: Readonly<Record<number, string>> = {}): string {
  if (isPausedError(err)) return 'lists.paused423';
  const status = err instanceof ApiCallError ? err.status : -1;
  const byCode = byStatus[status];
  if (byCode) return byCode;
  return fallbackKey;
}

export const JOIN_ERROR_KEYS: Readonly<Record<number, string>> = { 409: 'lists.join409', 403: 'lists.join403', 404: 'lists.join404', 500: 'lists.join500' };

export const MOVE_ERROR_KEYS: Readonly<Record<number, string>> = { 404: 'lists.move404', 409: 'lists.move409' };
