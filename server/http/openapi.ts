import { z } from 'zod';
import { errorEnvelope, routes, successEnvelope, type RouteDef } from '../../src/contract';

/**
 * The public API's OpenAPI 3.1 document, generated from the contract's route table with zod's own
 * JSON Schema conversion (JSON Schema 2020-12 is OpenAPI 3.1's schema dialect), so it can never
 * drift from what the server validates. Served at /api/openapi.json.
 */
type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

const DESCRIPTION = [
  'The Dialworks REST API: the calls the workspace itself makes.',
  'Authenticate with `Authorization: Bearer <key>`, an API key an administrator creates in Settings > Integrations > API keys',
  '(or a session token from POST /login). A key acts as the administrator who created it, in their tenant;',
  'a read-only key makes GET calls only (403 otherwise), a revoked key answers 401, and each key is limited to 600 calls a minute (429 with Retry-After).',
  'Every answer is an envelope: `{ status, payload, message? }` on success, `{ status, message, code?, reason?, issues? }` on failure.',
].join(' ');

/** `/contacts/:contactId` to `/contacts/{contactId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');

/**
 * One schema in OpenAPI form: shared definitions zod puts under `$defs` (recursive or named
 * schemas) move to components.schemas, where the document's references can reach them.
 */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = json;
  const moved = JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/');
  if ($defs && typeof $defs === 'object') {
    for (const [name, def] of Object.entries($defs as Record<string, JsonSchema>)) {
      components[name] = JSON.parse(JSON.stringify(def).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    }
  }
  return JSON.parse(moved) as JsonSchema;
}

/** Path or query parameters, one per property of the route's params or query object. */
function parametersOf(schema: z.ZodType, where: 'path' | 'query', components: Record<string, JsonSchema>) {
  const json = schemaOf(schema, 'input', components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

function operationOf(key: string, route: RouteDef, components: Record<string, JsonSchema>) {
  const parameters = [...(route.params ? parametersOf(route.params, 'path', components) : []), ...(route.query ? parametersOf(route.query, 'query', components) : [])];
  const area = route.path.split('/').filter(Boolean)[0] ?? 'api';
  return {
    operationId: key,
    tags: [area === 'admin' ? (route.path.split('/')[2] ?? area) : area],
    ...(route.scope ? { description: `Needs the capability \`${route.scope}\` (403 'Insufficient scope' otherwise).` } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input', components) } } } } : {}),
    responses: {
      '200': { description: 'Success', content: { 'application/json': { schema: schemaOf(successEnvelope(route.reply), 'output', components) } } },
      default: { description: 'Failure', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
    },
    security: route.auth === 'session' ? [{ bearer: [] }] : [],
  };
}

/** The document for every route of the table (`server`: the API's base URL, e.g. http://localhost:4100/api). */
export function openApiDocument(version: string, server = '/api'): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, route] of Object.entries(routes) as [string, RouteDef][]) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(key, route, schemas) };
  }
  schemas.ErrorEnvelope = schemaOf(errorEnvelope, 'output', schemas);
  return {
    openapi: '3.1.0',
    info: { title: 'Dialworks API', version, description: DESCRIPTION },
    servers: [{ url: server }],
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key (dwk_…) or a session token' } }, schemas },
  };
}
