import { describe, expect, it } from 'vitest';
import { checkQueryLength, INTEGRATION_QUERY_LIMITS, mappingQueryLength, queriableFieldNames } from './query-length';

const field = (fieldName: string, type = 'string', extra: { section?: string; advancedOptions?: Record<string, unknown> } = {}) => ({ fieldName, type, ...extra });
/** n custom fields whose names are `width` characters long. */
const fieldsOfWidth = (n: number, width: number) => Array.from({ length: n }, (_, i) => field(`F${String(i).padStart(width - 4, '0')}__c`));

describe('integration query limits', () => {
  it('are lead 1035, contact 1094, account 1110, opportunity 1133', () => {
    expect(INTEGRATION_QUERY_LIMITS).toEqual({ lead: 1035, contact: 1094, account: 1110, opportunity: 1133 });
  });

  it('counts the sum of the field-name lengths plus 1 each', () => {
    expect(mappingQueryLength(['Name', 'Id'])).toBe(4 + 1 + 2 + 1);
    expect(mappingQueryLength([])).toBe(0);
  });

  it('queries a location by its latitude and longitude children and skips action buttons', () => {
    const names = queriableFieldNames([
      field('lastName'),
      field('telephones', 'phone', { section: 'actions' }),
      field('HQ_Location__c', 'location'),
      field('location', 'location', { advancedOptions: { children: ['location__Latitude__s', 'location__Longitude__s'] } }),
    ]);
    expect(names).toEqual(['lastName', 'HQ_Location__Latitude__s', 'HQ_Location__Longitude__s', 'location__Latitude__s', 'location__Longitude__s']);
  });

  it('passes at exactly the limit and fails one character over, naming the entity and its limit', () => {
    // 99 names of 10 characters = 1089; one more name of 4 characters (5 with its separator) = 1094.
    const atLimit = [...fieldsOfWidth(99, 10), field('Abcd')];
    expect(checkQueryLength('contact', atLimit)).toEqual({ ok: true, length: 1094, limit: 1094 });
    const over = [...fieldsOfWidth(99, 10), field('Abcde')];
    const result = checkQueryLength('contact', over);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result).toMatchObject({ length: 1095, limit: 1094 });
      expect(result.message).toContain('contact limit is 1094');
    }
  });

  it('applies each entity its own limit; task has none', () => {
    const fields = fieldsOfWidth(104, 10); // 1144
    for (const entity of ['lead', 'contact', 'account', 'opportunity'] as const) expect(checkQueryLength(entity, fields).ok).toBe(false);
    // 94 names of 11 characters = 94 * 12 = 1128: under the opportunity limit, over the lead limit.
    expect(checkQueryLength('opportunity', fieldsOfWidth(94, 11))).toMatchObject({ ok: true, length: 1128 });
    expect(checkQueryLength('lead', fieldsOfWidth(94, 11)).ok).toBe(false);
    expect(checkQueryLength('task', fields)).toEqual({ ok: true, length: 1144, limit: null });
  });
});
