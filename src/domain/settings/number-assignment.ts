/**
 * Spec 3 number assignment (settings/numbers/assign): a number of the tenant is assigned to nobody,
 * to one user or to one ACD queue. A user's caller id (their default number) is one of their own;
 * taking it away needs a replacement or a confirmation, the two 409 flows of the spec.
 */

export const UNASSIGN_FROM_USER = 'Unassign phone number from user?';
export const CHOOSE_ANOTHER_CALLER_ID = 'Choose another caller id';
export const DELETED_USER_REASSIGN = 'Deleted user. Reassign.';
export const DELETED_QUEUE_REASSIGN = 'Deleted queue. Reassign.';
export const NUMBER_ALREADY_ASSIGNED = 'Phone number is already assigned';
/** A user without a number (their last one was unassigned) cannot use what needs one: pstn calls, SMS, inbound calls. */
export const NO_PHONE_NUMBER = 'No phone number is assigned to this user';
export const CALLER_ID_NOT_USERS_NUMBER = 'The caller id must be one of the user’s numbers';

/** The codes of the two 409 answers to an unassignment, so the page knows which flow to open. */
export const UNASSIGN_CODES = { confirm: 'UNASSIGN_CONFIRM', chooseCallerId: 'UNASSIGN_CHOOSE_CALLER_ID' } as const;

export type UnassignDecision = { kind: 'unassign'; newCallerId: string | null } | { kind: 'confirm' } | { kind: 'chooseCallerId'; others: string[] };

/**
 * Unassigning `number` from a user. Not their caller id: it goes. Their caller id with other
 * numbers left: another one must be chosen first (force does not skip that: a user with numbers
 * keeps a caller id). Their caller id and their last number: only when confirmed (force); the user is
 * then left without a number.
 */
export function unassignDecision(input: { number: string; callerId: string | null; userNumbers: readonly string[]; force: boolean }): UnassignDecision {
  if (input.callerId !== input.number) return { kind: 'unassign', newCallerId: input.callerId };
  const others = input.userNumbers.filter((n) => n !== input.number);
  if (others.length > 0) return { kind: 'chooseCallerId', others };
  return input.force ? { kind: 'unassign', newCallerId: null } : { kind: 'confirm' };
}

/** A user given a number while they have no caller id takes it as their caller id. */
export const callerIdAfterAssign = (callerId: string | null, number: string): string => callerId ?? number;

export type AssigneeState = { kind: 'none' } | { kind: 'user' | 'queue'; id: number; name: string } | { kind: 'deletedUser' | 'deletedQueue'; id: number };

/**
 * Who holds a number, as the page shows it: a live user or queue, or one deleted since (shown as
 * 'Deleted user. Reassign.' and offered for assignment again).
 */
export function assigneeState(input: {
  user: { id: number; name: string; deleted: boolean } | null;
  queue: { id: number; name: string } | null;
  /** The queue it was last given to, when that queue is gone. */
  deletedQueueId: number | null;
}): AssigneeState {
  if (input.user && !input.user.deleted) return { kind: 'user', id: input.user.id, name: input.user.name };
  // A live holder first: a queue given the number after its user was deleted holds it.
  if (input.queue) return { kind: 'queue', id: input.queue.id, name: input.queue.name };
  if (input.user) return { kind: 'deletedUser', id: input.user.id };
  if (input.deletedQueueId !== null) return { kind: 'deletedQueue', id: input.deletedQueueId };
  return { kind: 'none' };
}
