import { describe, expect, it } from 'vitest';
import { COMPOSER_DRAFT_PREFIX, composerDraftKey, isDraftWorthKeeping, parseEmailDraft, parseSmsDraft } from './composer-draft';

describe('composer drafts', () => {
  it('are kept per contact, per reply and per SMS number, all under one prefix', () => {
    const keys = [
      composerDraftKey({ kind: 'email', contactId: 7 }),
      composerDraftKey({ kind: 'email', contactId: 7, replyTo: { kind: 'reply', emailId: 31 } }),
      composerDraftKey({ kind: 'email', contactId: 8 }),
      composerDraftKey({ kind: 'sms', contactId: 7, to: '+1 (303) 555-0142' }),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(keys.every((k) => k.startsWith(COMPOSER_DRAFT_PREFIX))).toBe(true);
    expect(keys[3]).toBe(composerDraftKey({ kind: 'sms', contactId: 7, to: '+13035550142' }));
  });

  it('read back only what fits their kind', () => {
    const email = { kind: 'email', to: 'a@x.test', cc: '', bcc: '', subject: 'Hi', body: '<p>x</p>', savedAt: '2026-11-27T10:00:00.000Z' };
    expect(parseEmailDraft(email)).toEqual(email);
    expect(parseSmsDraft(email)).toBeNull();
    expect(parseEmailDraft({ kind: 'email', subject: 3 })).toBeNull();
    expect(parseSmsDraft(undefined)).toBeNull();
  });
});

describe('a draft worth keeping', () => {
  const start = { to: 'ann@x.test', cc: '', bcc: '', subject: '', body: '<p></p><p>Rita Rep</p>' };
  it('is one whose subject, addresses, text or images changed', () => {
    expect(isDraftWorthKeeping({ ...start, subject: 'Pricing' }, start)).toBe(true);
    expect(isDraftWorthKeeping({ ...start, body: '<p>Hi Ann</p><p>Rita Rep</p>' }, start)).toBe(true);
    expect(isDraftWorthKeeping({ ...start, cc: 'bo@x.test' }, start)).toBe(true);
    expect(isDraftWorthKeeping({ ...start, body: '<p><img src="/i/1"></p><p>Rita Rep</p>' }, start)).toBe(true);
  });
  it('is not the composer as it opened, nor the editor rewriting the same text', () => {
    expect(isDraftWorthKeeping(start, start)).toBe(false);
    expect(isDraftWorthKeeping({ ...start, body: '<p><br></p><p>Rita Rep</p>', to: ' ann@x.test ' }, start)).toBe(false);
  });
});
