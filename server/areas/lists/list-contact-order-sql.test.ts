import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listContactOrderSql } from './list-contact-page';

const text = (order: Parameters<typeof listContactOrderSql>[0]) => new PgDialect().sqlToQuery(listContactOrderSql(order)).sql.replace(/\s+/g, ' ').trim();

describe('list contacts ORDER BY', () => {
  it('sorts by name on the copied sort name without a nulls clause, so the page index serves both directions', () => {
    expect(text([{ column: 'name', direction: 'asc' }])).toBe('lc.sort_name collate "C" asc, lc.contact_id asc');
    expect(text([{ column: 'name', direction: 'desc' }])).toBe('lc.sort_name collate "C" desc, lc.contact_id desc');
  });

  it('puts nulls last on nullable columns and breaks ties by contact id in the main direction', () => {
    expect(
      text([
        { column: 'lastCallDateTime', direction: 'desc' },
        { column: 'title', direction: 'asc' },
      ]),
    ).toBe('lc.last_call_at desc nulls last, lower(c.title) asc nulls last, lc.contact_id desc');
    expect(
      text([
        { column: 'listStatus', direction: 'asc' },
        { column: 'name', direction: 'desc' },
      ]),
    ).toBe('lc.list_status asc, lc.sort_name collate "C" desc, lc.contact_id asc');
  });
});
