import { ApiError } from '../../http/api-error';

/** The lists area's error texts (spec 2 section 8 where it names them). */
export const LIST_TEXTS = {
  paused: 'Cannot perform actions on paused lists.',
  alreadyAssignee: 'The user is already an assignee of the list',
  sharingForbids: "The list's sharing setting does not allow this operation",
  joinNotFound: 'The list or the user was not found',
  notAssignee: 'The user is not an assignee of the list',
  listNotFound: 'The list was not found',
  ownerOnly: 'Only the list owner can do this',
  viewForAllOwnerOnly: 'Only the list owner can save the view for everyone',
  noPermission: 'You do not have permission to do this',
  moveNotFound: 'The contact, source list, or destination list was not found.',
  moveConflict: 'The contact is already in the destination list.',
  contactNotFound: 'The contact was not found',
  stepNotFound: 'The step was not found',
  notDynamic: 'Only dynamic lists can be refreshed',
  noPlaybook: 'The list has no playbook',
  tagExists: 'A tag with this name already exists',
  tagNotFound: 'The tag was not found',
  moveCriteria: "The contact does not match the destination list's entry criteria.",
} as const;

export const listError = (status: number, message: string, code?: string) => new ApiError(status, message, code ? { code } : {});
export const pausedError = () => new ApiError(423, LIST_TEXTS.paused, { code: 'LIST_PAUSED' });
export const badList = (message: string, code = 'VALIDATION') => new ApiError(400, message, { code });
