import type { z } from 'zod';
import { callOf, type Call, type SweepRoute } from './route-table';
import { asSent, coreType, deepJunk, shapeOf, validSample, wrongValues, type Part } from './zod-values';

/** Variants per route: enough to try each kind of bad value, few enough for `npm test`'s time. */
export const MAX_VARIANTS = 10;

export interface Variant extends Call {
  /** What was broken, for the failure message. */
  what: string;
}

const refuses = (schema: z.ZodType, value: unknown, part: Part) => !schema.safeParse(asSent(value, part)).success;

/** Malformed calls of a route: each one has a part its schema refuses, so the answer must be a 4xx error envelope. */
export function malformedVariants(route: SweepRoute): Variant[] {
  const whole: Variant[] = [];
  const fields: Variant[][] = [];
  const { def } = route;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = def[part];
    if (!schema) continue;
    const valid = (validSample(schema, part) ?? {}) as Record<string, unknown>;
    if (part === 'body') {
      whole.push({ ...callOf(route, { rawBody: '{"not json' }), what: 'body: broken JSON' });
      for (const [what, value] of [
        ['body: an array', []],
        ['body: a string', 'text'],
        ['body: deeply nested junk', deepJunk(400)],
        ['body: empty object', {}],
      ] as const) {
        if (refuses(schema, value, part)) whole.push({ ...callOf(route, { body: value }), what });
      }
    }
    const shape = shapeOf(schema);
    for (const [key, field] of Object.entries(shape ?? {})) {
      const list: Variant[] = [];
      if (part === 'body' && !field.safeParse(undefined).success) {
        const { [key]: _dropped, ...missing } = valid;
        if (refuses(schema, missing, part)) list.push({ ...callOf(route, { body: missing }), what: `body.${key}: missing` });
      }
      for (const bad of wrongValues(field, part)) {
        const value = { ...valid, [key]: bad };
        if (!refuses(schema, value, part)) continue;
        list.push({ ...callOf(route, { [part]: part === 'body' ? value : asSent(value, part) }), what: `${part}.${key}: ${describe(bad)} (expects ${coreType(field)})` });
      }
      fields.push(list);
    }
  }
  return pickSpread(whole, fields);
}

/** The whole-part variants first, then one of each field in turn, up to MAX_VARIANTS. */
function pickSpread(whole: Variant[], fields: Variant[][]): Variant[] {
  const out = whole.slice(0, 4);
  for (let round = 0; out.length < MAX_VARIANTS && fields.some((list) => list.length > round); round++) {
    for (const list of fields) {
      const variant = list[round];
      if (variant && out.length < MAX_VARIANTS) out.push(variant);
    }
  }
  return out;
}

/** Values a schema lets through but a database may choke on: ids past PostgreSQL's integer, a NUL byte in text. */
const EDGE_TEXT: Record<string, string[]> = { number: ['2147483648', '9007199254740991'], string: ['nul\u0000byte', '\u{1F600}'.repeat(20)] };

/**
 * Edge calls the schemas accept, so they reach the route's rule: path parameters on every route, query
 * fields on reads (a write with an odd query would change the demo tenant for real). No 5xx allowed.
 */
export function edgeVariants(route: SweepRoute): Variant[] {
  const { def } = route;
  const out: Variant[] = [];
  for (const part of ['params', 'query'] as const) {
    const schema = def[part];
    if (!schema || (part === 'query' && def.method !== 'GET')) continue;
    const valid = asSent(validSample(schema, part) ?? {}, part) as Record<string, unknown>;
    if (refuses(schema, valid, part)) continue;
    for (const [key, field] of Object.entries(shapeOf(schema) ?? {})) {
      for (const edge of EDGE_TEXT[coreType(field)] ?? []) {
        const value = { ...valid, [key]: edge };
        if (refuses(schema, value, part)) continue;
        out.push({ ...callOf(route, { [part]: value }), what: `${part}.${key}: ${describe(edge)}` });
      }
    }
  }
  return out.slice(0, 4);
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text;
}
