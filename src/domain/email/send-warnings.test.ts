import { describe, expect, it } from 'vitest';
import { emailSendWarnings, isBodyEmpty, visibleText } from './send-warnings';

const SIGNATURE = '<p>--</p><p>Rita Rep, Demo Co</p>';

describe('what the composer asks about before sending', () => {
  it('asks about an empty subject and an empty body', () => {
    expect(emailSendWarnings({ subject: '  ', body: '<p></p>' })).toEqual(['emptySubject', 'emptyBody']);
    expect(emailSendWarnings({ subject: 'Hello', body: '<p>Hi Ann</p>' })).toEqual([]);
  });

  it('counts the signature alone, blank paragraphs and non-breaking spaces as an empty body', () => {
    expect(isBodyEmpty(`<p></p>${SIGNATURE}`, SIGNATURE)).toBe(true);
    expect(isBodyEmpty('<p>&nbsp;</p><p><br></p>')).toBe(true);
    expect(emailSendWarnings({ subject: 'Pricing', body: `<p></p>${SIGNATURE}`, signature: SIGNATURE })).toEqual(['emptyBody']);
  });

  it('counts written text or an image as a body', () => {
    expect(isBodyEmpty(`<p>See attached.</p>${SIGNATURE}`, SIGNATURE)).toBe(false);
    expect(isBodyEmpty('<p><img src="/api/media/inline-images/abc"></p>')).toBe(false);
  });

  it('reads the visible text of HTML', () => {
    expect(visibleText('<p>Hi&nbsp;<b>Ann</b></p><style>p{}</style>')).toBe('Hi Ann');
  });
});
