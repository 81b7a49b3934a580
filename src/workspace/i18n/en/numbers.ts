import { DELETED_QUEUE_REASSIGN, DELETED_USER_REASSIGN, UNASSIGN_FROM_USER, CHOOSE_ANOTHER_CALLER_ID } from '@/src/domain/settings/number-assignment';

/** English texts of the numbers page (spec 3 settings/numbers/assign; its messages verbatim). */
export const numbersEn = {
  numbers: {
    title: 'Phone numbers',
    intro: 'The numbers your organization holds on the carrier. A number goes to one user or one ACD queue; a user’s caller id is one of their numbers.',
    empty: 'Your organization has no phone numbers yet.',
    loadFailed: 'Could not retrieve data from server.',
    retry: 'Try again',
    number: 'Number',
    country: 'Country',
    state: 'State',
    assignee: 'Assigned to',
    assignTo: 'Assign to…',
    users: 'Users',
    queues: 'ACD queues',
    queueName: 'Queue: {{name}}',
    callerId: 'Caller id',
    unassign: 'Unassign',
    deletedUser: DELETED_USER_REASSIGN,
    deletedQueue: DELETED_QUEUE_REASSIGN,
    confirmTitle: UNASSIGN_FROM_USER,
    confirmText: '{{number}} is the last number of {{name}}. Without a number they cannot call from the phone line, send SMS or take calls to their number until they are given another.',
    chooseTitle: CHOOSE_ANOTHER_CALLER_ID,
    chooseText: '{{number}} is the caller id of {{name}}. Choose which of their other numbers their calls present from now on.',
    chooseAndUnassign: 'Save and unassign',
    cancel: 'Cancel',
    failed: 'Unable to save setting.',
  },
};
