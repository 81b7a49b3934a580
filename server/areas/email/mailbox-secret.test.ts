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
    // One bit of the ciphertext flipped. (Swapping a base64url character for a fixed one, as before, left
    // the value unchanged whenever that character already was the replacement: about 1 run in 64.)
    const [iv, tag, data] = stored.slice('v1:'.length).split(':');
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0] = bytes[0]! ^ 0x01;
    const tampered = `v1:${iv}:${tag}:${bytes.toString('base64url')}`;
    expect(tampered).not.toBe(stored);
    expect(() => secret.decrypt(tampered)).toThrow();
    expect(() => createMailboxSecret('server-secret-b').decrypt(stored)).toThrow();
  });

  it('keeps an empty password empty and reads a legacy plain value as it is', () => {
    expect(secret.encrypt('')).toBe('');
    expect(secret.decrypt('legacy')).toBe('legacy');
    expect(secret.isEncrypted('legacy')).toBe(false);
  });
});
