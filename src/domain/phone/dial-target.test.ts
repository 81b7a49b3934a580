import { describe, expect, it } from 'vitest';
import { prepareDialTarget } from './dial-target';

describe('dial target', () => {
  it('dials another user by SIP user or sip: address', () => {
    expect(prepareDialTarget('0f8c2f4e-7f0e-4c55-8f0f-1b2c3d4e5f60')).toEqual({ kind: 'user', user: '0f8c2f4e-7f0e-4c55-8f0f-1b2c3d4e5f60' });
    expect(prepareDialTarget('sip:alice@localhost')).toEqual({ kind: 'user', user: 'alice' });
  });

  it('applies the number rules to everything else', () => {
    expect(prepareDialTarget('(202) 555-0107')).toMatchObject({ kind: 'ok', number: '+12025550107' });
    expect(prepareDialTarget('911')).toEqual({ kind: 'emergency' });
    expect(prepareDialTarget('  ')).toEqual({ kind: 'ignored' });
  });
});
