import type { ValidationIssue } from '../../src/contract';

/** An error the client sees as `{ status, message, code?, reason?, issues? }` with that HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; reason?: string; issues?: ValidationIssue[] } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found`);
export const insufficientScope = () => new ApiError(403, 'Insufficient scope');
export const unauthenticated = (reason: string) => new ApiError(401, 'Authentication required', { reason });
/** A 400 about one field, as a schema's refusal reads: the form marks the field at `path` with `message`. */
export const fieldError = (path: ValidationIssue['path'], message: string) => new ApiError(400, message, { code: 'VALIDATION', issues: [{ path, message }] });
