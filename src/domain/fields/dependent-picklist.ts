import type { FieldDependency, PicklistValue } from './field-types';

/**
 * Choices of a dependent picklist: only the values the controlling field's current value maps to.
 * With no controller value nothing is allowed (spec 1 section 5).
 */
export function filterDependentChoices(
  choices: readonly PicklistValue[],
  dependency: Pick<FieldDependency, 'mapping'> | null | undefined,
  controllerValue: string | null | undefined,
): PicklistValue[] {
  if (!dependency) return [...choices];
  if (controllerValue === null || controllerValue === undefined || controllerValue === '') return [];
  const allowed = new Set(dependency.mapping[controllerValue] ?? []);
  return choices.filter((choice) => allowed.has(choice.value));
}

/** The controlling field of `fieldName` in a layout, if any field lists it as dependent. */
export function controllerOf(fieldName: string, dependencies: ReadonlyArray<FieldDependency | null | undefined>): string | null {
  const found = dependencies.find((dependency) => dependency?.dependentFields.includes(fieldName));
  return found?.controller ?? null;
}
