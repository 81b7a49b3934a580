import { describe, expect, it } from 'vitest';
import { matchPath } from './hash-route';

describe('matchPath', () => {
  it('matches static paths exactly', () => {
    expect(matchPath('/dashboard', '/dashboard')).toEqual({});
    expect(matchPath('/dashboard', '/debug')).toBeNull();
  });
  it('captures named segments', () => {
    expect(matchPath('/contacts/:contactId', '/contacts/42')).toEqual({ contactId: '42' });
  });
  it('applies a segment constraint (contact ids are digits only)', () => {
    expect(matchPath('/contacts/:contactId(\\d+)', '/contacts/42')).toEqual({ contactId: '42' });
    expect(matchPath('/contacts/:contactId(\\d+)', '/contacts/create')).toBeNull();
  });
  it('needs the same number of segments', () => {
    expect(matchPath('/contacts/:contactId', '/contacts')).toBeNull();
    expect(matchPath('/contacts/:contactId', '/contacts/1/2')).toBeNull();
  });
});
