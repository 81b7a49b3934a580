import { describe, expect, it } from 'vitest';
import { formatListContactOrder, parseListContactOrder } from './list-contact-order';

const COLUMNS = ['name', 'title', 'account', 'ownerName', 'listStatus', 'timezone'] as const;

describe('list contacts sort order', () => {
  it('reads the main sort and secondary sorts, asc by default', () => {
    expect(parseListContactOrder('title:desc,name', COLUMNS)).toEqual({
      ok: true,
      value: [
        { column: 'title', direction: 'desc' },
        { column: 'name', direction: 'asc' },
      ],
    });
  });
  it('round-trips through formatListContactOrder', () => {
    const items = [
      { column: 'account', direction: 'asc' },
      { column: 'name', direction: 'desc' },
    ] as const;
    expect(parseListContactOrder(formatListContactOrder(items), COLUMNS)).toEqual({ ok: true, value: items });
  });
  it('allows up to 4 secondary sorts and refuses a fifth', () => {
    expect(parseListContactOrder('name,title,account,ownerName,listStatus', COLUMNS).ok).toBe(true);
    expect(parseListContactOrder('name,title,account,ownerName,listStatus,timezone', COLUMNS)).toEqual({ ok: false, error: 'At most 4 secondary sort columns are allowed' });
  });
  it('refuses unknown columns, directions and repeats', () => {
    expect(parseListContactOrder('name;drop:asc', COLUMNS).ok).toBe(false);
    expect(parseListContactOrder('name:up', COLUMNS).ok).toBe(false);
    expect(parseListContactOrder('name,name:desc', COLUMNS).ok).toBe(false);
  });
  it('reads empty text as no sort', () => {
    expect(parseListContactOrder('', COLUMNS)).toEqual({ ok: true, value: [] });
  });
});
