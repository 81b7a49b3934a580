import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenApiDocument } from './openapi';
import { openApiReferenceHtml } from './openapi-reference';

/**
 * GET /api/openapi.json, the public API's description, and GET /api/docs, the same as a page to read.
 * Open to anyone (they hold no data); built once on first ask.
 */
export function registerOpenApiRoute(fastify: FastifyInstance, version: string) {
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  const documentOf = () => (document ??= openApiDocument(version));
  fastify.get('/api/openapi.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(documentOf()));
  fastify.get('/api/docs', async (_request, reply) => {
    page ??= openApiReferenceHtml(documentOf());
    return reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page);
  });
}
