import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenApiDocument } from './openapi';

/** GET /api/openapi.json: the public API's description, open to anyone (it holds no data), built once on first ask. */
export function registerOpenApiRoute(fastify: FastifyInstance, version: string) {
  let document: OpenApiDocument | null = null;
  fastify.get('/api/openapi.json', async (_request, reply) => {
    document ??= openApiDocument(version);
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });
}
