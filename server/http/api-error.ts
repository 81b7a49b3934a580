/** An error the client sees as `{ status, message, code?, reason? }` with that HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; reason?: string } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found`);
export const insufficientScope = () => new ApiError(403, 'Insufficient scope');
export const unauthenticated = (reason: string) => new ApiError(401, 'Authentication required', { reason });
