import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@/src/contract';
import { startTestServer, type TestServer } from '@/tests/support/test-server';
import { openApiPath, type OpenApiDocument } from './openapi';

let server: TestServer, document: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer();
  const res = await server.app.fastify.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  document = JSON.parse(res.body) as OpenApiDocument;
});
afterAll(() => server.close());

type Operation = { operationId: string; security: Record<string, string[]>[]; parameters?: { name: string; in: string }[]; requestBody?: unknown };
const operationOf = (route: RouteDef) => document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] as Operation | undefined;

describe('GET /api/openapi.json (issue 37: the public API, documented)', () => {
  it('is a valid OpenAPI 3.1 document, served to anyone', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the contract under its key, with its path parameters and body', () => {
    const entries = Object.entries(routes) as [string, RouteDef][];
    const missing = entries.filter(([key, route]) => operationOf(route)?.operationId !== key).map(([key]) => key);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
    expect(operations).toHaveLength(entries.length);
    for (const [, route] of entries) {
      const op = operationOf(route)!;
      const pathNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(pathNames);
      expect(op.requestBody !== undefined).toBe(route.body !== undefined);
    }
  });

  it('asks for the bearer scheme on every call that needs a session or key, and on none before one', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of Object.values(routes) as RouteDef[]) {
      expect(operationOf(route)!.security).toEqual(route.auth === 'session' ? [{ bearer: [] }] : []);
    }
  });

  it('describes the bodies as the server checks them: a task needs its type and subject', () => {
    const addTask = operationOf(routes.addTask) as Operation & { requestBody: { content: { 'application/json': { schema: { required: string[] } } } } };
    expect(addTask.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['taskType', 'subject']));
  });
});

describe('GET /api/docs (the reference to read)', () => {
  it('is a page listing every call by its key, method and path, linking the document', async () => {
    const res = await server.app.fastify.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('href="openapi.json"');
    for (const [key, route] of Object.entries(routes) as [string, RouteDef][]) {
      expect(res.body).toContain(`<section id="${key}">`);
      expect(res.body).toContain(`<code>${openApiPath(route.path)}</code>`);
    }
  });
});
