import { describe, expect, it } from 'vitest';
import { phoneServerDownMessage } from './phone-server';

describe('the phone server down message', () => {
  it("says 'Phone server is not running' with the server's reason and what to do", () => {
    expect(phoneServerDownMessage('Kamailio is not installed. Install it with: apt-get install -y kamailio')).toBe(
      'Phone server is not running: Kamailio is not installed. Install it with: apt-get install -y kamailio',
    );
  });
  it('still says something when the server gives no reason', () => {
    expect(phoneServerDownMessage(null)).toBe('Phone server is not running: the server did not say why');
    expect(phoneServerDownMessage('  ')).toBe('Phone server is not running: the server did not say why');
  });
});
