import { describe, expect, it } from 'vitest';
import { controllerOf, filterDependentChoices } from './dependent-picklist';

const choices = [
  { value: 'CA', label: 'California', id: 1 },
  { value: 'NY', label: 'New York', id: 2 },
  { value: 'ON', label: 'Ontario', id: 3 },
];
const dependency = { controller: 'country', dependentFields: ['state'], mapping: { US: ['CA', 'NY'], Canada: ['ON'] } };

describe('dependent picklist', () => {
  it("is filtered by the controlling field's value mapping", () => {
    expect(filterDependentChoices(choices, dependency, 'US').map((c) => c.value)).toEqual(['CA', 'NY']);
    expect(filterDependentChoices(choices, dependency, 'Canada').map((c) => c.value)).toEqual(['ON']);
  });
  it('offers nothing without a controller value or for an unmapped value', () => {
    expect(filterDependentChoices(choices, dependency, '')).toEqual([]);
    expect(filterDependentChoices(choices, dependency, 'Mexico')).toEqual([]);
  });
  it('offers every choice when the field is not dependent', () => {
    expect(filterDependentChoices(choices, null, 'x')).toHaveLength(3);
  });
  it('finds the controlling field', () => {
    expect(controllerOf('state', [null, dependency])).toBe('country');
    expect(controllerOf('city', [dependency])).toBeNull();
  });
});
