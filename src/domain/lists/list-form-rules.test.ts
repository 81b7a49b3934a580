import { describe, expect, it } from 'vitest';
import { isListSaveDisabled, listSaveBlocks, needsCriteriaChoice, type ListFormForSave } from './list-form-rules';

const ok: ListFormForSave = { ownerId: 2, criteriaType: 'condition', logicErrors: [null], reportId: '', steps: [{ confirmed: true, action: 'call', variantCount: 0 }] };

describe('list form save', () => {
  it('is allowed for a complete form', () => {
    expect(isListSaveDisabled(ok)).toBe(false);
  });
  it('is disabled without an owner', () => {
    expect(listSaveBlocks({ ...ok, ownerId: null })).toEqual(['noOwner']);
  });
  it('is disabled with invalid advanced logic, only for condition criteria', () => {
    expect(listSaveBlocks({ ...ok, logicErrors: [null, 'INVALID_COND_LIST_EXPRESSION'] })).toEqual(['invalidLogic']);
    expect(isListSaveDisabled({ ...ok, criteriaType: 'none', logicErrors: ['INVALID_COND_LIST_EXPRESSION'] })).toBe(false);
  });
  it('is disabled for report criteria with no report selected', () => {
    expect(listSaveBlocks({ ...ok, criteriaType: 'report', reportId: ' ' })).toEqual(['noReport']);
    expect(isListSaveDisabled({ ...ok, criteriaType: 'report', reportId: '00O5' })).toBe(false);
  });
  it('is disabled with a new unsaved step', () => {
    expect(listSaveBlocks({ ...ok, steps: [...ok.steps, { confirmed: false, action: 'email', variantCount: 1 }] })).toEqual(['unsavedStep']);
  });
  it('is disabled with an automatic-email step that has no variants', () => {
    expect(listSaveBlocks({ ...ok, steps: [{ confirmed: true, action: 'automatic-email', variantCount: 0 }] })).toEqual(['automaticEmailWithoutVariants']);
    expect(isListSaveDisabled({ ...ok, steps: [{ confirmed: true, action: 'automatic-email', variantCount: 2 }] })).toBe(false);
  });
});

describe('edit-criteria choice', () => {
  const criteria = { criteriaType: 'condition' as const, condFilter: { a: 1, b: [1, 2] }, reportId: '' };
  it('asks when the criteria of an existing list changed', () => {
    expect(needsCriteriaChoice('edit', criteria, { ...criteria, condFilter: { a: 2, b: [1, 2] } })).toBe(true);
    expect(needsCriteriaChoice('edit', criteria, { ...criteria, criteriaType: 'none' })).toBe(true);
  });
  it('does not ask when nothing changed, whatever the key order', () => {
    expect(needsCriteriaChoice('edit', criteria, { reportId: '', condFilter: { b: [1, 2], a: 1 }, criteriaType: 'condition' })).toBe(false);
  });
  it('never asks on create or clone', () => {
    expect(needsCriteriaChoice('create', criteria, { ...criteria, reportId: 'x' })).toBe(false);
    expect(needsCriteriaChoice('clone', criteria, { ...criteria, reportId: 'x' })).toBe(false);
  });
});
