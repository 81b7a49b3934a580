import type { ValidationIssue } from './envelope';

/** A failed call as the UI sees it. `userMessage` is what may be shown; 5xx are silent (spec 1 section 8). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    /** The server's message (login's 401 texts, validation messages), or the client's own. */
    message: string,
    readonly details: { code?: string; reason?: string; issues?: ValidationIssue[] } = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  get silent(): boolean {
    return this.status >= 500;
  }

  /** What the server found wrong, field by field (a 400 of the contract's validation); empty otherwise. */
  get issues(): ValidationIssue[] {
    return this.details.issues ?? [];
  }

  get userMessage(): string {
    if (this.status === 0) return this.message;
    return 'Server error';
  }
}

export const TIMEOUT_MAXTRIES = 'timeout (maxtries)';

/** The HTTP status of a failed call (0: no answer, or not an API error). */
export const statusOf = (error: unknown): number => (error instanceof ApiCallError ? error.status : 0);
/** The field-by-field issues of a failure (empty when it has none). */
export const issuesOf = (error: unknown): ValidationIssue[] => (error instanceof ApiCallError ? error.issues : []);
/** What a failure says, for logs. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
