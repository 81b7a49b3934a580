import { describe, expect, it } from 'vitest';
import { answerSubject, replyDraft, type QuotedMail } from './reply-draft';

const original: QuotedMail = { from: 'Riley Rep <rep@demo.test>', to: 'ann@acme.test', cc: 'bob@acme.test', subject: 'Pricing', body: '<p>Our prices</p>', sentAt: new Date(2026, 2, 2, 14, 5) };

describe('reply and forward drafts', () => {
  it('quotes the original under "On EEE, MMM d, y at h:mm a, <from> wrote:"', () => {
    const draft = replyDraft(original, 'reply');
    expect(draft).toMatchObject({ to: 'ann@acme.test', cc: '', subject: 'Re: Pricing' });
    expect(draft.body).toBe('<p></p><p>On Mon, Mar 2, 2026 at 2:05 PM, Riley Rep &lt;rep@demo.test&gt; wrote:</p><blockquote><p>Our prices</p></blockquote>');
  });

  it('replies to all with the copies', () => {
    expect(replyDraft(original, 'replyAll')).toMatchObject({ to: 'ann@acme.test', cc: 'bob@acme.test' });
  });

  it('forwards to nobody yet with the forwarded header and the dated original', () => {
    const draft = replyDraft(original, 'forward');
    expect(draft).toMatchObject({ to: '', cc: '', subject: 'Fwd: Pricing' });
    expect(draft.body).toContain(
      '---------- Forwarded message ---------<br>From: Riley Rep &lt;rep@demo.test&gt;<br>Date: Mon, Mar 2, 2026 at 2:05 PM<br>Subject: Pricing<br>To: ann@acme.test<br>Cc: bob@acme.test',
    );
    expect(draft.body.endsWith('<p>Our prices</p>')).toBe(true);
  });

  it('prefixes Re: / Fwd: once', () => {
    expect(answerSubject('Re: RE: Fwd: Pricing', 'reply')).toBe('Re: Pricing');
    expect(answerSubject('Re: Pricing', 'forward')).toBe('Fwd: Pricing');
  });

  it('escapes a sender name that looks like markup', () => {
    expect(replyDraft({ ...original, from: '<img src=x onerror=alert(1)> <x@y.test>' }, 'reply').body).not.toContain('<img');
  });
});
