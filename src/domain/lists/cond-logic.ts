/**
 * The advanced logic expression of a list condition (spec 2 section 5): only AND, OR, parentheses and
 * filter numbers (1-based), every filter used exactly once. Shared by the list form (save disabled,
 * message shown) and the server (400, then compiled to SQL from the returned tree).
 */
export const INVALID_COND_LIST_EXPRESSION = 'INVALID_COND_LIST_EXPRESSION';
export const INVALID_COND_LIST_USE_ALL_FILTERS = 'INVALID_COND_LIST_USE_ALL_FILTERS';
export type CondLogicError = typeof INVALID_COND_LIST_EXPRESSION | typeof INVALID_COND_LIST_USE_ALL_FILTERS;

/** A parsed expression: a filter reference (1-based) or an AND / OR of parts. */
export type CondLogicNode = { kind: 'filter'; index: number } | { kind: 'and' | 'or'; parts: CondLogicNode[] };

export type CondLogicResult = { ok: true; tree: CondLogicNode } | { ok: false; error: CondLogicError };

type Token = { t: 'num'; n: number } | { t: 'and' } | { t: 'or' } | { t: '(' } | { t: ')' };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+)|(AND)\b|(OR)\b|(\()|(\)))/iy;
  let pos = 0;
  while (pos < text.length) {
    if (/^\s+$/.test(text.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) return null;
    pos = re.lastIndex;
    if (m[1] !== undefined) {
      // Leading zeros or absurd numbers are not filter numbers.
      if (m[1].length > 4 || (m[1].length > 1 && m[1].startsWith('0'))) return null;
      tokens.push({ t: 'num', n: Number(m[1]) });
    } else if (m[2] !== undefined) tokens.push({ t: 'and' });
    else if (m[3] !== undefined) tokens.push({ t: 'or' });
    else if (m[4] !== undefined) tokens.push({ t: '(' });
    else tokens.push({ t: ')' });
  }
  return tokens;
}

/**
 * Parses with the usual precedence (AND binds tighter than OR). Operators must be written in
 * capitals or not, as the user types them; "1 2" or "1 AND" or "()" are invalid.
 */
function parse(tokens: Token[]): CondLogicNode | null {
  let i = 0;
  const peek = () => tokens[i];
  function primary(): CondLogicNode | null {
    const tok = peek();
    if (!tok) return null;
    if (tok.t === 'num') {
      i++;
      return { kind: 'filter', index: tok.n };
    }
    if (tok.t === '(') {
      i++;
      const inner = orExpr();
      if (!inner || peek()?.t !== ')') return null;
      i++;
      return inner;
    }
    return null;
  }
  function andExpr(): CondLogicNode | null {
    const first = primary();
    if (!first) return null;
    const parts = [first];
    while (peek()?.t === 'and') {
      i++;
      const next = primary();
      if (!next) return null;
      parts.push(next);
    }
    return parts.length === 1 ? first : { kind: 'and', parts };
  }
  function orExpr(): CondLogicNode | null {
    const first = andExpr();
    if (!first) return null;
    const parts = [first];
    while (peek()?.t === 'or') {
      i++;
      const next = andExpr();
      if (!next) return null;
      parts.push(next);
    }
    return parts.length === 1 ? first : { kind: 'or', parts };
  }
  const tree = orExpr();
  return tree && i === tokens.length ? tree : null;
}

function filterRefs(node: CondLogicNode, out: number[] = []): number[] {
  if (node.kind === 'filter') out.push(node.index);
  else for (const p of node.parts) filterRefs(p, out);
  return out;
}

/**
 * Validates `logic` against `filterCount` filters. Empty logic with filters gives the use-all-filters
 * error; a filter number outside 1..filterCount is an invalid expression; a filter missing or used
 * twice gives the use-all-filters error.
 */
export function parseCondLogic(logic: string | null | undefined, filterCount: number): CondLogicResult {
  const text = (logic ?? '').trim();
  if (text === '') return { ok: false, error: filterCount > 0 ? INVALID_COND_LIST_USE_ALL_FILTERS : INVALID_COND_LIST_EXPRESSION };
  const tokens = tokenize(text);
  const tree = tokens ? parse(tokens) : null;
  if (!tree) return { ok: false, error: INVALID_COND_LIST_EXPRESSION };
  const refs = filterRefs(tree);
  if (refs.some((n) => n < 1 || n > filterCount)) return { ok: false, error: INVALID_COND_LIST_EXPRESSION };
  const unique = new Set(refs);
  if (unique.size !== refs.length || unique.size !== filterCount) return { ok: false, error: INVALID_COND_LIST_USE_ALL_FILTERS };
  return { ok: true, tree };
}

/** The form's check: null when valid, else the error code. */
export const condLogicError = (logic: string | null | undefined, filterCount: number): CondLogicError | null => {
  const r = parseCondLogic(logic, filterCount);
  return r.ok ? null : r.error;
};
