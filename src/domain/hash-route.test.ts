import { describe, expect, it } from 'vitest';
import { formatHashRoute, loginRedirect, parseHashRoute } from './hash-route';

describe('parseHashRoute (routing is hash-bang)', () => {
  it('reads the path and the query of a hash-bang location', () => {
    expect(parseHashRoute('#!/login?status=401&reason=logged_out')).toEqual({ path: '/login', params: { status: '401', reason: 'logged_out' } });
  });

  it('reads a path without a query', () => {
    expect(parseHashRoute('#!/contacts/42')).toEqual({ path: '/contacts/42', params: {} });
  });

  it('accepts a plain # as well as #!', () => {
    expect(parseHashRoute('#/tasks?day=2026-03-02')).toEqual({ path: '/tasks', params: { day: '2026-03-02' } });
  });

  it('drops trailing slashes', () => {
    expect(parseHashRoute('#!/contacts/')).toEqual({ path: '/contacts', params: {} });
    expect(parseHashRoute('#!/contacts///')).toEqual({ path: '/contacts', params: {} });
  });

  it('decodes encoded parameter values', () => {
    expect(parseHashRoute('#!/login?url=%23!%2Fcontacts%3Fid%3D5&x=a%20b').params).toEqual({ url: '#!/contacts?id=5', x: 'a b' });
  });

  it('keeps a raw question mark inside the query', () => {
    expect(parseHashRoute('#!/login?status=401&url=/contacts?id=5')).toEqual({ path: '/login', params: { status: '401', url: '/contacts?id=5' } });
  });

  describe('the default route redirects to /dashboard', () => {
    it('for an empty hash', () => {
      expect(parseHashRoute('')).toEqual({ path: '/dashboard', params: {} });
    });

    it('for #! and #!/ alone', () => {
      expect(parseHashRoute('#!').path).toBe('/dashboard');
      expect(parseHashRoute('#!/').path).toBe('/dashboard');
      expect(parseHashRoute('#').path).toBe('/dashboard');
    });

    it('for a path of slashes only', () => {
      expect(parseHashRoute('#!///').path).toBe('/dashboard');
    });

    it('for a path that does not start with a slash', () => {
      expect(parseHashRoute('#!dashboard').path).toBe('/dashboard');
      expect(parseHashRoute('#!login?status=401')).toEqual({ path: '/dashboard', params: { status: '401' } });
    });

    it('for a location without a hash', () => {
      expect(parseHashRoute('/login').path).toBe('/dashboard');
    });

    it('for a query without a path, keeping the query', () => {
      expect(parseHashRoute('#!?status=401')).toEqual({ path: '/dashboard', params: { status: '401' } });
    });
  });
});

describe('formatHashRoute', () => {
  it('writes a hash-bang path', () => {
    expect(formatHashRoute('/dashboard')).toBe('#!/dashboard');
  });

  it('appends the parameters, encoded', () => {
    expect(formatHashRoute('/login', { status: 401, url: '#!/contacts?id=5' })).toBe('#!/login?status=401&url=%23%21%2Fcontacts%3Fid%3D5');
  });

  it('leaves out undefined, null and empty parameters', () => {
    expect(formatHashRoute('/login', { status: undefined, url: null, reason: '' })).toBe('#!/login');
    expect(formatHashRoute('/login', { status: 0, reason: 'expired', url: undefined })).toBe('#!/login?status=0&reason=expired');
  });

  it('round-trips through parseHashRoute', () => {
    const hash = formatHashRoute('/contacts/7', { tab: 'timeline', back: '#!/tasks?day=1&x=y' });
    expect(parseHashRoute(hash)).toEqual({ path: '/contacts/7', params: { tab: 'timeline', back: '#!/tasks?day=1&x=y' } });
  });
});

describe('loginRedirect (login with status, the url and the reason)', () => {
  it('carries status 401, the current url and the server reason', () => {
    expect(loginRedirect({ status: 401, url: '#!/contacts/5', reason: 'logged_out' })).toBe('#!/login?status=401&url=%23%21%2Fcontacts%2F5&reason=logged_out');
  });

  it('is parsed back into the login notice inputs', () => {
    expect(parseHashRoute(loginRedirect({ status: 401, url: '#!/dashboard', reason: 'expired' }))).toEqual({ path: '/login', params: { status: '401', url: '#!/dashboard', reason: 'expired' } });
  });

  it('leaves out what is not known', () => {
    expect(loginRedirect({})).toBe('#!/login');
    expect(loginRedirect({ status: 401 })).toBe('#!/login?status=401');
  });
});
