import { describe, expect, it } from 'vitest';
import { accountCard, initialAccountCard } from './account-card';

describe('account card', () => {
  it('starts loading with an account and notDefined without', () => {
    expect(initialAccountCard(5).status).toBe('loading');
    expect(initialAccountCard(null).status).toBe('notDefined');
  });
  it('becomes ready when loaded, notDefined when the load fails', () => {
    expect(accountCard(initialAccountCard(5), { type: 'loaded' }).status).toBe('ready');
    expect(accountCard(initialAccountCard(5), { type: 'loadFailed' })).toMatchObject({ status: 'notDefined', accountId: null });
  });
  it('clicking it when notDefined starts editing in reassign mode', () => {
    expect(accountCard(initialAccountCard(null), { type: 'click' })).toMatchObject({ status: 'editing', reassign: true });
  });
  it('clicking it when ready toggles the account window', () => {
    const ready = accountCard(initialAccountCard(5), { type: 'loaded' });
    const open = accountCard(ready, { type: 'click' });
    expect(open.windowOpen).toBe(true);
    expect(accountCard(open, { type: 'click' }).windowOpen).toBe(false);
  });
  it('goes creating and back on cancel', () => {
    const creating = accountCard(initialAccountCard(null), { type: 'create' });
    expect(creating.status).toBe('creating');
    expect(accountCard(creating, { type: 'cancel' }).status).toBe('notDefined');
  });
  it('is ready with the new account after a save', () => {
    const editing = accountCard(initialAccountCard(null), { type: 'click' });
    expect(accountCard(editing, { type: 'saved', accountId: 8 })).toEqual({ status: 'ready', windowOpen: false, reassign: false, accountId: 8 });
  });
  it('ignores clicks while loading', () => {
    const loading = initialAccountCard(5);
    expect(accountCard(loading, { type: 'click' })).toBe(loading);
  });
});
