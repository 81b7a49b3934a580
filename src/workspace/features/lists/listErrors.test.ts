import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/src/contract/api-call-error';
import { JOIN_ERROR_KEYS, MOVE_ERROR_KEYS, isPausedError, listErrorKey } from './listErrors';

describe('list action errors', () => {
  it('a 423 from any list action shows the paused-list alert', () => {
    const err = new ApiCallError(423, 'Cannot perform actions on paused lists.');
    expect(isPausedError(err)).toBe(true);
    expect(listErrorKey(err, 'lists.deleteError')).toBe('lists.paused423');
    expect(listErrorKey(err, 'lists.join500', JOIN_ERROR_KEYS)).toBe('lists.paused423');
  });
  it('join failures show their texts by status', () => {
    expect(listErrorKey(new ApiCallError(409, 'x'), 'lists.join500', JOIN_ERROR_KEYS)).toBe('lists.join409');
    expect(listErrorKey(new ApiCallError(403, 'x'), 'lists.join500', JOIN_ERROR_KEYS)).toBe('lists.join403');
    expect(listErrorKey(new ApiCallError(404, 'x'), 'lists.join500', JOIN_ERROR_KEYS)).toBe('lists.join404');
    expect(listErrorKey(new ApiCallError(502, 'x'), 'lists.join500', JOIN_ERROR_KEYS)).toBe('lists.join500');
  });
  it('move failures: not found, conflict, otherwise the generic text', () => {
    expect(listErrorKey(new ApiCallError(404, 'x'), 'lists.moveError', MOVE_ERROR_KEYS)).toBe('lists.move404');
    expect(listErrorKey(new ApiCallError(409, 'x'), 'lists.moveError', MOVE_ERROR_KEYS)).toBe('lists.move409');
    expect(listErrorKey(new ApiCallError(500, 'x'), 'lists.moveError', MOVE_ERROR_KEYS)).toBe('lists.moveError');
    expect(listErrorKey(new Error('boom'), 'lists.moveError', MOVE_ERROR_KEYS)).toBe('lists.moveError');
  });
});
