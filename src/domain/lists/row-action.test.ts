import { describe, expect, it } from 'vitest';
import { EMAIL_RETRY_STATUSES, NOT_CONTACTED_STATUSES, rowAction, type RowActionContact } from './row-action';

const now = new Date('2025-03-10T12:00:00Z');
const row: RowActionContact = { listStatus: 'not contacted', stepAction: 'call', playbookStepEnabledAt: '2025-03-10T11:00:00Z', ownerId: 7, accountOwnerId: 7, isLead: false };
const list = { playOwnerContactsOnly: false, playOwnerAccountsOnly: false };

describe('list contact row action button', () => {
  it('reads CALL on a call step or a list without playbook, EMAIL on an email step', () => {
    expect(rowAction(row, list, 7, now)).toEqual({ label: 'CALL', disabled: false, block: null });
    expect(rowAction({ ...row, stepAction: null }, list, 7, now).label).toBe('CALL');
    expect(rowAction({ ...row, stepAction: 'email' }, list, 7, now).label).toBe('EMAIL');
    expect(rowAction({ ...row, stepAction: 'automatic-email' }, list, 7, now).label).toBe('EMAIL');
  });

  it('reads RETRY for email steps in error, retry or schedule skipped', () => {
    for (const listStatus of EMAIL_RETRY_STATUSES) {
      expect(rowAction({ ...row, stepAction: 'email', listStatus }, list, 7, now)).toEqual({ label: 'RETRY', disabled: false, block: null });
    }
    expect(rowAction({ ...row, stepAction: 'call', listStatus: 'schedule skipped' }, list, 7, now).label).toBe('CALL');
  });

  it('is enabled for every "not contacted" status', () => {
    for (const listStatus of NOT_CONTACTED_STATUSES) expect(rowAction({ ...row, listStatus }, list, 7, now).disabled).toBe(false);
  });

  it('is disabled for any other status', () => {
    for (const listStatus of ['contacted', 'completed', 'exited', 'email sent']) {
      expect(rowAction({ ...row, listStatus }, list, 7, now)).toMatchObject({ disabled: true, block: 'status' });
    }
  });

  it('is disabled while playbookStepEnabledAt lies in the future', () => {
    expect(rowAction({ ...row, playbookStepEnabledAt: '2025-03-10T12:00:01Z' }, list, 7, now)).toMatchObject({ disabled: true, block: 'notDueYet' });
    expect(rowAction({ ...row, playbookStepEnabledAt: '2025-03-10T12:00:00Z' }, list, 7, now).disabled).toBe(false);
    expect(rowAction({ ...row, playbookStepEnabledAt: null }, list, 7, now).disabled).toBe(false);
    expect(rowAction({ ...row, stepAction: 'email', listStatus: 'email send error', playbookStepEnabledAt: '2025-03-11T00:00:00Z' }, list, 7, now)).toMatchObject({ label: 'RETRY', disabled: true });
  });

  it('playOwnerContactsOnly disables rows owned by someone else', () => {
    const owned = { ...list, playOwnerContactsOnly: true };
    expect(rowAction({ ...row, ownerId: 8 }, owned, 7, now)).toMatchObject({ disabled: true, block: 'notOwnerContact' });
    expect(rowAction(row, owned, 7, now).disabled).toBe(false);
  });

  it('playOwnerAccountsOnly disables non-lead rows whose account owner is someone else; leads are not checked', () => {
    const accounts = { ...list, playOwnerAccountsOnly: true };
    expect(rowAction({ ...row, accountOwnerId: 8 }, accounts, 7, now)).toMatchObject({ disabled: true, block: 'notOwnerAccount' });
    expect(rowAction({ ...row, accountOwnerId: null }, accounts, 7, now).disabled).toBe(true);
    expect(rowAction({ ...row, accountOwnerId: 8, isLead: true }, accounts, 7, now).disabled).toBe(false);
  });
});
