export interface ServerConfig {
  /** Shared secret for SIP credentials (Kamailio autheph) and the captcha signature. */
  secret: string;
  sipRealm: string;
  sipCredentialTtlSeconds: number;
  version: string;
}

export const defaultConfig = (secret: string): ServerConfig => ({ secret, sipRealm: process.env.SIP_REALM ?? 'localhost', sipCredentialTtlSeconds: 12 * 3600, version: '0.1.0' });
