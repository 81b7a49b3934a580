import { describe, expect, it } from 'vitest';
import type { LayoutField } from './field-types';
import { changedDrafts, idleInlineEditing, inlineEditing, isEditing } from './inline-editing';

const f = (fieldName: string, isRequired = false, isUpdatable = true): LayoutField => ({ fieldName, type: 'string', isRequired, isUpdatable, isStandard: true });
const layout = [f('firstName'), f('lastName', true), f('title', true), f('mailingCity', true), f('externalId', true, false)];
const saved = { firstName: 'Ada', lastName: 'Lovelace', title: '', mailingCity: null, externalId: null };

describe('inline editing', () => {
  it('editing a field opens its required, empty siblings', () => {
    const state = inlineEditing(idleInlineEditing, { type: 'edit', fieldName: 'firstName' }, layout, saved);
    expect(Object.keys(state.drafts).sort()).toEqual(['firstName', 'mailingCity', 'title']);
    expect(isEditing(state, 'lastName')).toBe(false);
  });
  it('never opens a field that is not updatable', () => {
    const state = inlineEditing(idleInlineEditing, { type: 'edit', fieldName: 'externalId' }, layout, saved);
    expect(state).toBe(idleInlineEditing);
  });
  it('keeps draft values and reports only what changed', () => {
    let state = inlineEditing(idleInlineEditing, { type: 'edit', fieldName: 'firstName' }, layout, saved);
    state = inlineEditing(state, { type: 'change', fieldName: 'title', value: 'CTO' }, layout, saved);
    expect(changedDrafts(state, saved)).toEqual({ title: 'CTO' });
  });
  it('cancel-all cancels every edit', () => {
    let state = inlineEditing(idleInlineEditing, { type: 'edit', fieldName: 'firstName' }, layout, saved);
    state = inlineEditing(state, { type: 'change', fieldName: 'firstName', value: 'Augusta' }, layout, saved);
    expect(inlineEditing(state, { type: 'cancelAll' }, layout, saved).drafts).toEqual({});
  });
  it('cancelling or saving one field closes only that field', () => {
    let state = inlineEditing(idleInlineEditing, { type: 'edit', fieldName: 'firstName' }, layout, saved);
    state = inlineEditing(state, { type: 'cancel', fieldName: 'title' }, layout, saved);
    expect(Object.keys(state.drafts).sort()).toEqual(['firstName', 'mailingCity']);
    state = inlineEditing(state, { type: 'saved', fieldNames: ['firstName'] }, layout, saved);
    expect(Object.keys(state.drafts)).toEqual(['mailingCity']);
  });
});
