import { describe, expect, it } from 'vitest';
import { createPartRegistry } from './parts';

describe('the part registry', () => {
  it('lists the parts it knows in a fixed order, a part that is up without a reason', () => {
    const parts = createPartRegistry({ mail: { state: 'up' }, database: { state: 'up', reason: 'ignored when up' } });
    expect(parts.list().map((p) => [p.name, p.state, p.reason])).toEqual([
      ['database', 'up', null],
      ['mail', 'up', null],
    ]);
  });
  it('a part that is down always says why, and one never set is down and not started', () => {
    const parts = createPartRegistry();
    parts.set('sip', { state: 'down' });
    expect(parts.get('sip').reason).toBe('not running');
    expect(parts.get('database')).toEqual({ name: 'database', state: 'down', reason: 'not started', detail: null });
  });
});
