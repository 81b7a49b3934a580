import { describe, expect, it } from 'vitest';
import { assigneeState, callerIdAfterAssign, unassignDecision } from './number-assignment';

describe('number assignment (spec 3 settings/numbers/assign)', () => {
  it('unassigns a number that is not the user’s caller id at once, keeping the caller id', () => {
    expect(unassignDecision({ number: '+12125550101', callerId: '+12125550102', userNumbers: ['+12125550101', '+12125550102'], force: false })).toEqual({
      kind: 'unassign',
      newCallerId: '+12125550102',
    });
  });

  it('asks for another caller id when the number is the caller id and the user has others, even when forced', () => {
    const input = { number: '+12125550101', callerId: '+12125550101', userNumbers: ['+12125550101', '+12125550102', '+14155550103'] };
    const expected = { kind: 'chooseCallerId', others: ['+12125550102', '+14155550103'] };
    expect(unassignDecision({ ...input, force: false })).toEqual(expected);
    expect(unassignDecision({ ...input, force: true })).toEqual(expected);
  });

  it('asks to confirm taking a user’s last number, and leaves them without a caller id when confirmed', () => {
    const input = { number: '+12125550101', callerId: '+12125550101', userNumbers: ['+12125550101'] };
    expect(unassignDecision({ ...input, force: false })).toEqual({ kind: 'confirm' });
    expect(unassignDecision({ ...input, force: true })).toEqual({ kind: 'unassign', newCallerId: null });
  });

  it('gives a user without a caller id the number they are assigned; one with a caller id keeps it', () => {
    expect(callerIdAfterAssign(null, '+12125550101')).toBe('+12125550101');
    expect(callerIdAfterAssign('+12125550102', '+12125550101')).toBe('+12125550102');
  });

  it('shows a live holder, a deleted one to reassign, or nobody', () => {
    const user = assigneeState({ user: { id: 3, name: 'Ann Lee', deleted: false }, queue: null, deletedQueueId: null });
    expect(user).toEqual({ kind: 'user', id: 3, name: 'Ann Lee' });
    const gone = assigneeState({ user: { id: 3, name: 'Ann Lee', deleted: true }, queue: null, deletedQueueId: null });
    expect(gone).toEqual({ kind: 'deletedUser', id: 3 });
    const queue = assigneeState({ user: null, queue: { id: 7, name: 'Support' }, deletedQueueId: null });
    expect(queue).toEqual({ kind: 'queue', id: 7, name: 'Support' });
    const goneQueue = assigneeState({ user: null, queue: null, deletedQueueId: 7 });
    expect(goneQueue).toEqual({ kind: 'deletedQueue', id: 7 });
    expect(assigneeState({ user: null, queue: null, deletedQueueId: null })).toEqual({ kind: 'none' });
    // A live holder first: a queue given the number after its user was deleted holds it.
    expect(assigneeState({ user: { id: 3, name: 'Ann Lee', deleted: true }, queue: { id: 7, name: 'Support' }, deletedQueueId: null })).toEqual({ kind: 'queue', id: 7, name: 'Support' });
  });
});
