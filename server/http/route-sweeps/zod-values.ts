import type { z } from 'zod';

/**
 * Values made from a route's zod schemas, for the generated sweeps: a valid sample (so a call gets past
 * validation to the rule under test) and malformed values (wrong types, missing fields, huge strings,
 * negative and NaN numbers, unknown enum members, deeply nested junk). Only zod's public `def` is read.
 */

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  defaultValue?: unknown;
}

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** How a part travels: a JSON body keeps types; params and queries are text. */
export type Part = 'params' | 'query' | 'body';

/** `{a:{a:…}}` this deep: a parser or a validator that recurses must not fall over. */
export const deepJunk = (depth = 200): unknown => {
  let value: unknown = 'junk';
  for (let i = 0; i < depth; i++) value = { a: value, b: [value === 'junk' ? null : 1] };
  return value;
};

export const HUGE_STRING = 'x'.repeat(100_000);

const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** Candidate valid values of a schema, most plausible first; the caller keeps the first the schema accepts. */
function candidates(schema: z.ZodType, depth: number): unknown[] {
  if (depth > 8) return [undefined, null, {}];
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined) => (s ? candidates(s, depth + 1) : []);
  switch (def.type) {
    case 'string': {
      const s = schema as z.ZodString;
      const len = Math.max(s.minLength ?? 1, 1);
      const text = 'sweep'.padEnd(Math.min(len, s.maxLength ?? len), 'x');
      return [
        text,
        'sweep@example.test',
        '+15551234567',
        'https://example.test/sweep',
        '2026-01-05T10:00:00.000Z',
        '2026-01-05',
        '10:00',
        '00000000-0000-4000-8000-000000000000',
        'a',
        '1',
        'A1',
        '#336699',
        'sweep-1',
        'America/New_York',
        'Sweep1!Pass',
      ];
    }
    case 'number': {
      const n = schema as z.ZodNumber;
      const lo = Number.isFinite(n.minValue ?? NaN) ? (n.minValue as number) : 0;
      return [1, lo, lo + 1, 10, 0, 1000, 60];
    }
    case 'bigint':
      return [1];
    case 'boolean':
      return [true, false];
    case 'date':
      return ['2026-01-05T10:00:00.000Z'];
    case 'null':
      return [null];
    case 'undefined':
    case 'void':
      return [undefined];
    case 'any':
    case 'unknown':
      return [{}, 'sweep', 1];
    case 'literal':
      return def.values ?? [];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'nullable':
      return [...inner(def.innerType), null];
    case 'pipe':
      return inner(def.in);
    case 'transform':
      return [];
    case 'lazy':
      return def.getter ? candidates(def.getter(), depth + 1) : [];
    case 'union':
      return (def.options ?? []).flatMap((o) => candidates(o, depth + 1).slice(0, 4));
    case 'intersection':
      return [{ ...(sampleOf(def.left!, depth + 1) as object), ...(sampleOf(def.right!, depth + 1) as object) }];
    case 'array': {
      const element = def.element ? sampleOf(def.element, depth + 1) : undefined;
      return [[], [element], [element, element]];
    }
    case 'tuple':
      return [(def.items ?? []).map((item) => sampleOf(item, depth + 1))];
    case 'record':
      return [{}];
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.entries(shape).filter(([, field]) => !isOptional(field));
      const build = (entries: [string, z.ZodType][]) => Object.fromEntries(entries.map(([key, field]) => [key, sampleOf(field, depth + 1)]).filter(([, v]) => v !== undefined));
      return [build(required), build(Object.entries(shape))];
    }
    default:
      return [];
  }
}

function sampleOf(schema: z.ZodType, depth: number): unknown {
  const all = candidates(schema, depth);
  return all.find((value) => schema.safeParse(value).success) ?? all[0];
}

/** A value the schema accepts, or undefined when none of the candidates fits (the route then needs a hand-written sample). */
export function validSample(schema: z.ZodType, part: Part): unknown {
  const found = candidates(schema, 0).find((value) => schema.safeParse(asSent(value, part)).success);
  return found;
}

/** Params and queries reach the server as text: what the schema sees of a value sent there. */
export function asSent(value: unknown, part: Part): unknown {
  if (part === 'body' || value === null || typeof value !== 'object') return part === 'body' || value === undefined ? value : String(value);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map((item) => textOf(item)) : textOf(v)]),
  );
}

export const textOf = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** Wrong values for one field, by what the field expects; the caller keeps those its part refuses. */
export function wrongValues(field: z.ZodType, part: Part): unknown[] {
  const type = coreType(field);
  const text = part !== 'body';
  const long = text ? 'x'.repeat(part === 'params' ? 90 : 5_000) : HUGE_STRING;
  switch (type) {
    case 'number':
    case 'bigint':
      return text ? ['abc', 'NaN', '-1', '1.5', '1e400', long] : ['12', -1, 1.5, 1e308, true, long];
    case 'string':
      return text ? [long, '', ' '] : [12345, long, deepJunk(), ['a'], ''];
    case 'boolean':
      return text ? ['maybe', '2'] : ['true', 1, null];
    case 'enum':
    case 'literal':
      return ['not-a-member', text ? long : 7];
    case 'array':
      return text ? [long] : ['scalar', [deepJunk()], Array.from({ length: 20_000 }, () => 'x'), {}];
    case 'object':
    case 'record':
      return text ? [long] : ['scalar', deepJunk(), [1, 2]];
    default:
      return text ? [long, ''] : [deepJunk(), HUGE_STRING, -1];
  }
}

/** The type under optional/default/pipe wrappers: what the caller must send. */
export function coreType(schema: z.ZodType): string {
  const def = defOf(schema);
  if (['optional', 'default', 'prefault', 'nullable', 'catch', 'readonly', 'nonoptional'].includes(def.type) && def.innerType) return coreType(def.innerType);
  if (def.type === 'pipe' && def.in) return coreType(def.in);
  if (def.type === 'lazy' && def.getter) return coreType(def.getter());
  if (def.type === 'union') {
    const types = new Set((def.options ?? []).map(coreType));
    return types.size === 1 ? [...types][0]! : 'union';
  }
  return def.type;
}

/** The fields of an object schema (under refinements and wrappers), or null for another shape. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (['optional', 'default', 'nullable', 'readonly', 'prefault'].includes(def.type) && def.innerType) return shapeOf(def.innerType);
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  return null;
}
