import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url';

const BASE = 'http://localhost:4100/api';

describe('buildUrl', () => {
  it('puts the path under the rest URL, whether or not the base ends with a slash', () => {
    expect(buildUrl(BASE, '/session')).toBe('http://localhost:4100/api/session');
    expect(buildUrl(`${BASE}/`, '/session')).toBe('http://localhost:4100/api/session');
  });

  it('fills path params', () => {
    expect(buildUrl(BASE, '/metrics/activity-metrics/team/:teamId/:period', { teamId: 7, period: 'currentWeek' })).toBe('http://localhost:4100/api/metrics/activity-metrics/team/7/currentWeek');
  });

  it('URL-encodes path params', () => {
    expect(buildUrl(BASE, '/media/recording/:mediaName', { mediaName: 'a b/c?d#e%f' })).toBe('http://localhost:4100/api/media/recording/a%20b%2Fc%3Fd%23e%25f');
  });

  it('fills path params whose names carry digits or underscores', () => {
    expect(buildUrl(BASE, '/tasks/:task_id/steps/:step2', { task_id: 12, step2: 3 })).toBe('http://localhost:4100/api/tasks/12/steps/3');
  });

  it('throws on a missing path param instead of sending a call to a wrong URL', () => {
    expect(() => buildUrl(BASE, '/accounts/:id', {})).toThrow('missing path parameter id');
    expect(() => buildUrl(BASE, '/accounts/:id')).toThrow('missing path parameter id');
  });

  it('omits undefined query values', () => {
    expect(buildUrl(BASE, '/metrics/activity-metrics/currentWeek', undefined, { userId: undefined })).toBe('http://localhost:4100/api/metrics/activity-metrics/currentWeek');
    expect(buildUrl(BASE, '/accounts', undefined, { offset: 0, limit: 100, search: undefined })).toBe('http://localhost:4100/api/accounts?offset=0&limit=100');
  });

  it('URL-encodes query values', () => {
    expect(buildUrl(BASE, '/accounts', undefined, { search: 'Smith & Sons=1' })).toBe('http://localhost:4100/api/accounts?search=Smith+%26+Sons%3D1');
  });
});
