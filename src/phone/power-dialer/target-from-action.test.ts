import { describe, expect, it } from 'vitest';
import type { PowerDialerAction } from '../../contract/entities/power-dialer';
import { callContextFor, targetFromAction } from './target-from-action';

const action = (phone: PowerDialerAction['phone']): PowerDialerAction => ({
  listId: 7,
  contactId: 21,
  playbookId: 3,
  playbookStepId: 12,
  contact: {
    id: 21,
    firstName: 'Ada',
    lastName: 'Byron',
    name: 'Ada Byron',
    companyName: null,
    title: null,
    isLead: false,
    ownerId: 1,
    accountId: null,
    timezone: null,
    isCallOptOut: false,
    phones: [],
  },
  callListContact: {
    id: 1,
    listStatus: 'not contacted reserved',
    playbookStepId: 12,
    playbookStepEnabledAt: '2026-11-22T00:00:00.000Z',
    reservedByUserId: 1,
    reservedUntil: null,
    lastCallResult: null,
    skipReason: null,
  },
  jobInfo: {
    list: {
      id: 7,
      name: 'Q4 calls',
      defaultProjectName: 'Renewals',
      defaultCallResult: 'Spoke',
      playbook: {
        id: 3,
        name: 'Outbound',
        steps: [
          { id: 11, name: 'Email 1', leadPhoneField: null, contactPhoneField: null, defaultCallResult: null },
          { id: 12, name: 'Call 2', leadPhoneField: 'MobilePhone', contactPhoneField: 'Phone', defaultCallResult: 'Interested' },
        ],
      },
    },
  },
  phone,
});

describe('the dialer target from a play/next action', () => {
  it('takes the list, playbook, step and call results from jobInfo', () => {
    const target = targetFromAction(action({ number: '+15550100', targetPhoneType: 'Phone', error: null }));
    expect(target).toEqual({
      listId: 7,
      listName: 'Q4 calls',
      contactId: 21,
      contactName: 'Ada Byron',
      playbookId: 3,
      playbookName: 'Outbound',
      playbookStepId: 12,
      stepName: 'Call 2',
      projectName: 'Renewals',
      listCallResult: 'Spoke',
      stepCallResult: 'Interested',
      number: '+15550100',
      targetPhoneType: 'Phone',
      phoneError: null,
      taskId: null,
    });
  });

  it('keeps the server phone error, and a missing number is no phone number', () => {
    expect(targetFromAction(action({ number: null, targetPhoneType: null, error: 'invalid phone number' })).phoneError).toBe('invalid phone number');
    expect(targetFromAction(action({ number: null, targetPhoneType: null, error: null })).phoneError).toBe('no phone number');
  });

  it('builds the call context with source PowerDialer', () => {
    const context = callContextFor(targetFromAction(action({ number: '+15550100', targetPhoneType: 'Phone', error: null })));
    expect(context).toEqual({
      source: 'PowerDialer',
      listId: 7,
      listName: 'Q4 calls',
      playbookId: 3,
      playbookName: 'Outbound',
      stepId: 12,
      stepName: 'Call 2',
      projectName: 'Renewals',
      listCallResult: 'Spoke',
      stepCallResult: 'Interested',
      targetPhoneType: 'Phone',
    });
  });
});
