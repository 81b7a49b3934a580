/**
 * The sort of a list contacts table as sent in the query string: `column:direction` pairs joined by
 * commas, the main sort first and up to 4 secondary sorts after it (spec 2 sections 2 and 9).
 */
export const MAX_SECONDARY_SORTS = 4;

export interface OrderItem<C extends string = string> {
  column: C;
  direction: 'asc' | 'desc';
}

export type OrderParse<C extends string> = { ok: true; value: OrderItem<C>[] } | { ok: false; error: string };

export function formatListContactOrder(items: readonly OrderItem[]): string {
  return items.map((i) => `${i.column}:${i.direction}`).join(',');
}

/** Reads `name:asc,title:desc`; a missing direction is asc. A column may appear once. */
export function parseListContactOrder<C extends string>(text: string, columns: readonly C[]): OrderParse<C> {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) return { ok: true, value: [] };
  if (parts.length > 1 + MAX_SECONDARY_SORTS) return { ok: false, error: `At most ${MAX_SECONDARY_SORTS} secondary sort columns are allowed` };
  const seen = new Set<string>();
  const value: OrderItem<C>[] = [];
  for (const part of parts) {
    const [column = '', direction = 'asc', ...rest] = part.split(':');
    if (rest.length || !(columns as readonly string[]).includes(column)) return { ok: false, error: `Unknown sort column: ${column}` };
    if (direction !== 'asc' && direction !== 'desc') return { ok: false, error: `Unknown sort direction: ${direction}` };
    if (seen.has(column)) return { ok: false, error: `Sort column ${column} appears twice` };
    seen.add(column);
    value.push({ column: column as C, direction });
  }
  return { ok: true, value };
}
