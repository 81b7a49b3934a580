import { describe, expect, it } from 'vitest';
import { entityWindowSaveValues } from './entity-window-save';
import type { LayoutField } from './field-types';

const f = (fieldName: string, type: LayoutField['type'], isUpdatable = true): LayoutField => ({ fieldName, type, isUpdatable, isRequired: false, isStandard: true });
const fields = [f('name', 'string'), f('externalId', 'string', false), f('stage', 'picklist'), f('tags', 'multipicklist'), f('won', 'boolean')];

describe('entity window save', () => {
  it('saves only updatable fields on update', () => {
    expect(Object.keys(entityWindowSaveValues(fields, { name: 'Big deal', externalId: 'X1' }, 'update'))).toEqual(['name', 'stage', 'tags', 'won']);
  });
  it('saves all fields on create', () => {
    expect(entityWindowSaveValues(fields, { name: 'Big deal', externalId: 'X1', stage: 3, tags: ['a', 'b'], won: true }, 'create')).toEqual({
      name: 'Big deal',
      externalId: 'X1',
      stage: 3,
      tags: 'a;b',
      won: true,
    });
  });
  it('sends an unset picklist as id -1', () => {
    expect(entityWindowSaveValues(fields, {}, 'update').stage).toBe(-1);
    expect(entityWindowSaveValues(fields, { stage: '' }, 'create').stage).toBe(-1);
  });
  it('keeps a chosen picklist value as it is (an id or a value text)', () => {
    expect(entityWindowSaveValues(fields, { stage: 'Technology' }, 'update').stage).toBe('Technology');
  });
});
