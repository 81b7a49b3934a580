import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { clearCacheOnSessionChange } from './sessionQueryCache';
import { connectionState } from './state';

describe('the query cache across sessions', () => {
  it('empties when a user signs out and when another signs in, and keeps it while the session stays', () => {
    const store = createStore();
    const client = new QueryClient();
    store.set(connectionState, { instance: 'http://localhost:4100/api', token: 'admin-token' });
    clearCacheOnSessionChange(store, client);
    client.setQueryData(['recordings', 'settings'], { sharingEnabled: true });
    store.set(connectionState, { instance: 'http://localhost:4100/api', token: 'admin-token' });
    expect(client.getQueryData(['recordings', 'settings'])).toEqual({ sharingEnabled: true });
    store.set(connectionState, null);
    expect(client.getQueryData(['recordings', 'settings'])).toBeUndefined();
    client.setQueryData(['telephony', 'settings'], { acl: 'admin' });
    store.set(connectionState, { instance: 'http://localhost:4100/api', token: 'rep-token' });
    expect(client.getQueryData(['telephony', 'settings'])).toBeUndefined();
  });
});
