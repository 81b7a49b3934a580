import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header; the scheme name is case-insensitive (RFC 9110). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? /^bearer +(\S+)$/i.exec(header)?.[1] : undefined;
}
