import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * CRM tokens at rest (refresh and access tokens, a connect attempt's PKCE verifier): AES-256-GCM
 * with a key derived (HKDF-SHA256) from the server secret, apart from the mailbox key, as
 * `v1:<iv>:<tag>:<ciphertext>` in base64url.
 */
export interface CrmSecret {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function createCrmSecret(serverSecret: string): CrmSecret {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'dialworks-crm', 'crm-token-v1', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Malformed CRM token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
