import { describe, expect, it } from 'vitest';
import { createMailboxSecret } from './mailbox-secret';

describe('mailbox password encryption', () => {
  const secret = createMailboxSecret('server-secret-a');

  it('stores AES-256-GCM ciphertext that does not contain the password and reads back', () => {
    const stored = secret.encrypt('hunter2-pass');
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('hunter2');
    expect(secret.decrypt(stored)).toBe('hunter2-pass');
  });

  it('uses a fresh IV each time', () => {
    expect(secret.encrypt('same')).not.toBe(secret.encrypt('same'));
  });

  it('refuses a value changed at rest or read with another server secret', () => {
    const stored = secret.encrypt('hunter2-pass');
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'B' : 'A') + stored.slice(-1);
    expect(() => secret.decrypt(tampered)).toThrow();
    expect(() => createMailboxSecret('server-secret-b').decrypt(stored)).toThrow();
  });

  it('keeps an empty password empty and reads a legacy plain value as it is', () => {
    expect(secret.encrypt('')).toBe('');
    expect(secret.decrypt('legacy')).toBe('legacy');
    expect(secret.isEncrypted('legacy')).toBe(false);
  });
});
