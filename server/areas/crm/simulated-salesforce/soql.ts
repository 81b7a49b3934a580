/**
 * The subset of SOQL the Simulated Salesforce answers (a real org answers all of SOQL):
 *
 *   SELECT field, field, … FROM Object
 *     [WHERE condition [AND condition]…]
 *     [ORDER BY field [ASC|DESC] [, field [ASC|DESC]]…]
 *     [LIMIT n] [OFFSET n]
 *
 * A condition is `field op value` (op one of = != <> < <= > >=) or `field [NOT] IN (value, …)`;
 * a value is a 'quoted string' (backslash escapes), a number, true, false, null, a date
 * (2026-11-27) or a datetime (2026-11-27T10:00:00Z, 2026-11-27T10:00:00.000+0000). Keywords are
 * case-insensitive, and so are string comparisons, as in SOQL. Anything else is MALFORMED_QUERY.
 */
export type SoqlValue = string | number | boolean | null;
export type ComparisonOp = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type SoqlCondition = { field: string; op: ComparisonOp; value: SoqlValue } | { field: string; op: 'IN' | 'NOT IN'; values: SoqlValue[] };
export interface SoqlQuery {
  fields: string[];
  object: string;
  where: SoqlCondition[];
  orderBy: { field: string; direction: 'ASC' | 'DESC' }[];
  limit: number | null;
  offset: number;
}

export class SoqlError extends Error {}

type Token = { kind: 'word' | 'string' | 'number' | 'datetime' | 'punct' | 'op'; text: string };

const DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2}))?/;

function tokenize(soql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < soql.length) {
    const rest = soql.slice(i);
    const c = soql.charAt(i);
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let text = '';
      let j = i + 1;
      for (; j < soql.length && soql.charAt(j) !== "'"; j++) {
        if (soql.charAt(j) === '\\') j++;
        text += soql.charAt(j);
      }
      if (j >= soql.length) throw new SoqlError(`unexpected end of query: missing closing quote`);
      tokens.push({ kind: 'string', text });
      i = j + 1;
    } else if (DATETIME.test(rest)) {
      const text = DATETIME.exec(rest)![0];
      tokens.push({ kind: 'datetime', text });
      i += text.length;
    } else if (/^-?\d/.test(rest)) {
      const text = /^-?\d+(\.\d+)?/.exec(rest)![0];
      tokens.push({ kind: 'number', text });
      i += text.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const text = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(rest)![0];
      tokens.push({ kind: 'word', text });
      i += text.length;
    } else if (/^(<=|>=|!=|<>|=|<|>)/.test(rest)) {
      const text = /^(<=|>=|!=|<>|=|<|>)/.exec(rest)![0];
      tokens.push({ kind: 'op', text: text === '<>' ? '!=' : text });
      i += text.length;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: 'punct', text: c });
      i++;
    } else {
      throw new SoqlError(`unexpected token: '${c}'`);
    }
  }
  return tokens;
}

export function parseSoql(soql: string): SoqlQuery {
  const tokens = tokenize(soql);
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (word: string) => peek()?.kind === 'word' && peek()!.text.toUpperCase() === word;
  const next = (): Token => {
    const token = tokens[at++];
    if (!token) throw new SoqlError('unexpected end of query');
    return token;
  };
  const expectWord = (word: string) => {
    const token = next();
    if (token.kind !== 'word' || token.text.toUpperCase() !== word) throw new SoqlError(`unexpected token: '${token.text}'`);
  };
  const field = (): string => {
    const token = next();
    if (token.kind !== 'word') throw new SoqlError(`unexpected token: '${token.text}'`);
    return token.text;
  };
  const value = (): SoqlValue => {
    const token = next();
    if (token.kind === 'string' || token.kind === 'datetime') return token.text;
    if (token.kind === 'number') return Number(token.text);
    if (token.kind === 'word') {
      const word = token.text.toLowerCase();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
    }
    throw new SoqlError(`unexpected token: '${token.text}'`);
  };
  const count = (): number => {
    const token = next();
    if (token.kind !== 'number' || !/^\d+$/.test(token.text)) throw new SoqlError(`unexpected token: '${token.text}'`);
    return Number(token.text);
  };

  expectWord('SELECT');
  const fields = [field()];
  while (peek()?.text === ',') {
    at++;
    fields.push(field());
  }
  expectWord('FROM');
  const object = field();
  const where: SoqlCondition[] = [];
  if (isWord('WHERE')) {
    at++;
    do {
      if (where.length > 0) at++;
      const name = field();
      if (isWord('NOT') || isWord('IN')) {
        const negated = isWord('NOT');
        if (negated) at++;
        expectWord('IN');
        if (next().text !== '(') throw new SoqlError(`unexpected token: expected '('`);
        const values = [value()];
        while (peek()?.text === ',') {
          at++;
          values.push(value());
        }
        if (next().text !== ')') throw new SoqlError(`unexpected token: expected ')'`);
        where.push({ field: name, op: negated ? 'NOT IN' : 'IN', values });
      } else {
        const op = next();
        if (op.kind !== 'op') throw new SoqlError(`unexpected token: '${op.text}'`);
        where.push({ field: name, op: op.text as ComparisonOp, value: value() });
      }
    } while (isWord('AND'));
  }
  const orderBy: SoqlQuery['orderBy'] = [];
  if (isWord('ORDER')) {
    at++;
    expectWord('BY');
    do {
      if (orderBy.length > 0) at++;
      const name = field();
      let direction: 'ASC' | 'DESC' = 'ASC';
      if (isWord('ASC') || isWord('DESC')) direction = next().text.toUpperCase() as 'ASC' | 'DESC';
      orderBy.push({ field: name, direction });
    } while (peek()?.text === ',');
  }
  let limit: number | null = null;
  let offset = 0;
  if (isWord('LIMIT')) {
    at++;
    limit = count();
  }
  if (isWord('OFFSET')) {
    at++;
    offset = count();
  }
  if (at < tokens.length) throw new SoqlError(`unexpected token: '${tokens[at]!.text}'`);
  return { fields, object, where, orderBy, limit, offset };
}

const isDateLike = (v: unknown): v is string => typeof v === 'string' && DATETIME.test(v) && /^\d{4}-/.test(v);

/** Orders two field values as SOQL does: nulls first, dates by time, strings without case. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a == null) return b == null ? 0 : -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (isDateLike(a) && isDateLike(b)) return Date.parse(a.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) - Date.parse(b.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  const x = String(a).toLowerCase();
  const y = String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function matchesCondition(record: Record<string, unknown>, condition: SoqlCondition): boolean {
  const actual = record[condition.field] ?? null;
  switch (condition.op) {
    case 'IN':
      return condition.values.some((v) => compareValues(actual, v) === 0);
    case 'NOT IN':
      return condition.values.every((v) => compareValues(actual, v) !== 0);
    case '=':
      return compareValues(actual, condition.value) === 0;
    case '!=':
      return compareValues(actual, condition.value) !== 0;
    default: {
      // A range comparison with null on either side matches nothing.
      if (actual === null || condition.value === null) return false;
      const d = compareValues(actual, condition.value);
      return condition.op === '<' ? d < 0 : condition.op === '<=' ? d <= 0 : condition.op === '>' ? d > 0 : d >= 0;
    }
  }
}

/** The records a parsed query selects, in its order, after its OFFSET and LIMIT. */
export function runSoql<T extends Record<string, unknown>>(query: SoqlQuery, records: T[]): T[] {
  const selected = records.filter((r) => query.where.every((c) => matchesCondition(r, c)));
  if (query.orderBy.length > 0) {
    selected.sort((a, b) => {
      for (const { field, direction } of query.orderBy) {
        const d = compareValues(a[field] ?? null, b[field] ?? null);
        if (d !== 0) return direction === 'ASC' ? d : -d;
      }
      return 0;
    });
  }
  const from = selected.slice(query.offset);
  return query.limit === null ? from : from.slice(0, query.limit);
}

/** Every field a query names (select list, conditions, order), to check against the object's fields. */
export const fieldsOf = (query: SoqlQuery): string[] => [...new Set([...query.fields, ...query.where.map((c) => c.field), ...query.orderBy.map((o) => o.field)])];
