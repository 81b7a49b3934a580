/** Why a start failed, in words: never 'undefined', whatever was thrown (a promise rejected with nothing says so). */
export function startFailure(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  if (error === undefined || error === null) return 'a step failed without saying why (it was rejected with nothing)';
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
