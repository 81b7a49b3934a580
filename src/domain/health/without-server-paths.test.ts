import { describe, expect, it } from 'vitest';
import { withoutServerPaths } from './without-server-paths';

describe('withoutServerPaths (a health reply never carries a server file path)', () => {
  it('keeps only the last name of an absolute path', () => {
    expect(withoutServerPaths('embedded PostgreSQL in /work/main/.data')).toBe('embedded PostgreSQL in …/.data');
    expect(withoutServerPaths("cannot open '/srv/dialworks/.data/kamailio/kamailio.pid': denied")).toBe("cannot open '…/kamailio.pid': denied");
    expect(withoutServerPaths('config C:\\dialworks\\kamailio.cfg missing')).toBe('config …/kamailio.cfg missing');
  });
  it('leaves addresses and plain words alone', () => {
    expect(withoutServerPaths('ws://127.0.0.1:5066')).toBe('ws://127.0.0.1:5066');
    expect(withoutServerPaths('built-in SMTP sink on smtp://127.0.0.1:4125')).toBe('built-in SMTP sink on smtp://127.0.0.1:4125');
    expect(withoutServerPaths('Kamailio is not installed. Install it with: apt-get install -y kamailio')).toBe('Kamailio is not installed. Install it with: apt-get install -y kamailio');
    expect(withoutServerPaths('3/4 workers up')).toBe('3/4 workers up');
  });
});
