/** A failed call as the UI sees it. `userMessage` is what may be shown; 5xx are silent (spec 1 section 8). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    /** The server's message (login's 401 texts, validation messages), or the client's own. */
    message: string,
    readonly details: { code?: string; reason?: string } = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  get silent(): boolean {
    return this.status >= 500;
  }

  get userMessage(): string {
    if (this.status === 0) return this.message;
    return 'Server error';
  }
}

export const TIMEOUT_MAXTRIES = 'timeout (maxtries)';
