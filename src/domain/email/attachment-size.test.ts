import { describe, expect, it } from 'vitest';
import { checkAttachmentTotal } from './attachment-size';

describe('attachment total (spec 1 sections 5 and 9)', () => {
  it('accepts up to exactly 25,000,000 bytes in total', () => {
    expect(checkAttachmentTotal([])).toEqual({ ok: true, total: 0 });
    expect(checkAttachmentTotal([20_000_000, 5_000_000])).toEqual({ ok: true, total: 25_000_000 });
  });

  it("refuses one byte more with the 'Too Large' alert", () => {
    expect(checkAttachmentTotal([20_000_000, 5_000_001])).toEqual({ ok: false, total: 25_000_001, title: 'Too Large', message: 'Attachments size is too large. Maximum total size is 25MB.' });
  });

  it('counts the whole set, not each file', () => {
    expect(checkAttachmentTotal([13_000_000, 13_000_000]).ok).toBe(false);
  });
});
