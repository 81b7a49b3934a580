import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';

/** How long a player's audio address works: long enough to listen to a long call with pauses. */
export const MEDIA_ACCESS_TTL_MS = 4 * 3600_000;

/**
 * Short-lived addresses for a recording's audio. An audio element (and a download link) cannot
 * send the session header, so the server signs what it already allowed: this tenant, this user,
 * this media name, until then. Nothing is stored; any server node with the secret checks it.
 */
export function createMediaAccess(secret: string, clock: Clock, ttlMs = MEDIA_ACCESS_TTL_MS) {
  const mac = (payload: string) => createHmac('sha256', `media-access:${secret}`).update(payload).digest('base64url');

  return {
    sign(input: { tenantId: number; userId: number; mediaName: string }): { token: string; expiresAt: Date } {
      const expires = clock.now().getTime() + ttlMs;
      const payload = `${input.tenantId}.${input.userId}.${expires}`;
      return { token: `${payload}.${mac(`${payload}.${input.mediaName}`)}`, expiresAt: new Date(expires) };
    },

    /** Who the token was given to, if it is genuine, for this media name and not expired; else null. */
    verify(token: string, mediaName: string): { tenantId: number; userId: number } | null {
      const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, tenantId, userId, expires, given] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(mac(`${tenantId}.${userId}.${expires}.${mediaName}`));
      if (!timingSafeEqual(expected, Buffer.from(given))) return null;
      if (Number(expires) < clock.now().getTime()) return null;
      return { tenantId: Number(tenantId), userId: Number(userId) };
    },
  };
}

export type MediaAccess = ReturnType<typeof createMediaAccess>;
