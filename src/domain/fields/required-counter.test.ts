import { describe, expect, it } from 'vitest';
import type { LayoutField } from './field-types';
import { countEmptyRequired } from './required-counter';

const field = (fieldName: string, isRequired: boolean, type: LayoutField['type'] = 'string'): LayoutField => ({ fieldName, type, isRequired, isStandard: true, isUpdatable: true });

describe('required-field counter', () => {
  const fields = [field('firstName', false), field('lastName', true), field('title', true), field('tags', true, 'multipicklist'), field('vip', true, 'boolean')];
  it('counts required fields that are empty, blank or without picks', () => {
    expect(countEmptyRequired(fields, { lastName: '  ', title: null, tags: [] })).toBe(3);
  });
  it('drops to zero when every required field has a value', () => {
    expect(countEmptyRequired(fields, { lastName: 'Lane', title: 'CTO', tags: ['A'] })).toBe(0);
  });
  it('never counts a boolean: unset is false, a value', () => {
    expect(countEmptyRequired([field('vip', true, 'boolean')], {})).toBe(0);
  });
});
