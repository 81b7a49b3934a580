import { describe, expect, it } from 'vitest';
import { createMediaAccess } from './media-access';

const clockAt = (ms: number) => ({ now: () => new Date(ms) });

describe('media access tokens', () => {
  it('lets the holder in for the one media name, until it expires', () => {
    const clock = {
      t: 1_000_000,
      now() {
        return new Date(this.t);
      },
    };
    const access = createMediaAccess('s3cret', clock, 60_000);
    const { token, expiresAt } = access.sign({ tenantId: 3, userId: 7, mediaName: 'a.ogg' });
    expect(expiresAt.getTime()).toBe(1_060_000);
    expect(access.verify(token, 'a.ogg')).toEqual({ tenantId: 3, userId: 7 });
    expect(access.verify(token, 'b.ogg')).toBeNull();
    clock.t = 1_060_001;
    expect(access.verify(token, 'a.ogg')).toBeNull();
  });

  it('refuses a token changed in any part, or signed with another secret', () => {
    const access = createMediaAccess('s3cret', clockAt(0), 60_000);
    const { token } = access.sign({ tenantId: 3, userId: 7, mediaName: 'a.ogg' });
    const [t, u, e, m] = token.split('.') as [string, string, string, string];
    expect(access.verify(`4.${u}.${e}.${m}`, 'a.ogg')).toBeNull();
    expect(access.verify(`${t}.8.${e}.${m}`, 'a.ogg')).toBeNull();
    expect(access.verify(`${t}.${u}.${Number(e) + 1}.${m}`, 'a.ogg')).toBeNull();
    expect(access.verify('garbage', 'a.ogg')).toBeNull();
    expect(createMediaAccess('other', clockAt(0), 60_000).verify(token, 'a.ogg')).toBeNull();
  });
});
