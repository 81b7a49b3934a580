import { isEmptyValue, type FieldValue, type LayoutField } from './field-types';

/** Fields in editing mode with their draft values; a field not in `drafts` shows its saved value. */
export interface InlineEditingState {
  drafts: Record<string, FieldValue>;
}

export const idleInlineEditing: InlineEditingState = { drafts: {} };

export type InlineEditingEvent =
  | { type: 'edit'; fieldName: string }
  | { type: 'change'; fieldName: string; value: FieldValue }
  | { type: 'cancel'; fieldName: string }
  | { type: 'cancelAll' }
  | { type: 'saved'; fieldNames: readonly string[] };

/**
 * Inline editing of a field layout (spec 1 section 2): each field has an editing mode; editing
 * one field also opens its sibling fields that are required and empty; cancel-all cancels every
 * edit. Only updatable fields can be edited (section 6).
 */
export function inlineEditing(state: InlineEditingState, event: InlineEditingEvent, layout: readonly LayoutField[], saved: Readonly<Record<string, FieldValue>>): InlineEditingState {
  switch (event.type) {
    case 'edit': {
      const field = layout.find((candidate) => candidate.fieldName === event.fieldName);
      if (!field?.isUpdatable || event.fieldName in state.drafts) return state;
      const drafts = { ...state.drafts, [field.fieldName]: saved[field.fieldName] };
      for (const sibling of layout) {
        if (sibling.isRequired && sibling.isUpdatable && isEmptyValue(saved[sibling.fieldName]) && !(sibling.fieldName in drafts)) drafts[sibling.fieldName] = saved[sibling.fieldName];
      }
      return { drafts };
    }
    case 'change':
      if (!(event.fieldName in state.drafts)) return state;
      return { drafts: { ...state.drafts, [event.fieldName]: event.value } };
    case 'cancel': {
      if (!(event.fieldName in state.drafts)) return state;
      const { [event.fieldName]: _dropped, ...drafts } = state.drafts;
      return { drafts };
    }
    case 'cancelAll':
      return idleInlineEditing;
    case 'saved': {
      const drafts = { ...state.drafts };
      for (const name of event.fieldNames) delete drafts[name];
      return { drafts };
    }
  }
}

export const isEditing = (state: InlineEditingState, fieldName: string) => fieldName in state.drafts;

/** The drafts that differ from the saved values: what a save sends. */
export function changedDrafts(state: InlineEditingState, saved: Readonly<Record<string, FieldValue>>): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(state.drafts)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(saved[name] ?? null)) out[name] = value;
  }
  return out;
}
