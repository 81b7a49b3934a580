import { createHmac } from 'node:crypto';

/**
 * Time-limited SIP credentials in the form Kamailio's autheph module verifies with the shared
 * secret: username `<expiry unix seconds>:<user>`, password base64(HMAC-SHA1(secret, username)).
 * The SIP server never reads our database.
 */
export function issueSipCredentials(input: { secret: string; sipUser: string; now: Date; ttlSeconds: number }) {
  const expires = Math.floor(input.now.getTime() / 1000) + input.ttlSeconds;
  const deviceUser = `${expires}:${input.sipUser}`;
  const devicePass = createHmac('sha1', input.secret).update(deviceUser).digest('base64');
  return { deviceUser, devicePass };
}
