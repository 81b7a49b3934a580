import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Mailbox passwords at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the server secret
 * (SECRET, or the one generated into DATA_DIR on first start), so the SIP secret itself never
 * encrypts data. Stored as `v1:<iv>:<tag>:<ciphertext>` in base64url; '' stays '' (no password).
 */
const PREFIX = 'v1:';

export interface MailboxSecret {
  encrypt(plain: string): string;
  /** The password; a value written before encryption existed is returned as it is. */
  decrypt(stored: string): string;
  isEncrypted(stored: string): boolean;
}

export function createMailboxSecret(serverSecret: string): MailboxSecret {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'dialworks-mailbox', 'mailbox-password-v1', 32));
  return {
    encrypt(plain) {
      if (plain === '') return '';
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
      if (!iv || !tag || data === undefined) throw new Error('Malformed mailbox password');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    isEncrypted: (stored) => stored === '' || stored.startsWith(PREFIX),
  };
}
