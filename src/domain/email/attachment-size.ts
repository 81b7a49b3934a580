import { ATTACHMENTS_TOO_LARGE_MESSAGE, ATTACHMENTS_TOO_LARGE_TITLE, MAX_ATTACHMENT_TOTAL_BYTES } from './email-constants';

/** Attachment total (spec 1 sections 5 and 9): at most 25,000,000 bytes over all files of a draft. */
export type AttachmentSizeCheck = { ok: true; total: number } | { ok: false; total: number; title: string; message: string };

export function checkAttachmentTotal(sizes: readonly number[]): AttachmentSizeCheck {
  const total = sizes.reduce((sum, s) => sum + s, 0);
  if (total > MAX_ATTACHMENT_TOTAL_BYTES) {
    return { ok: false, total, title: ATTACHMENTS_TOO_LARGE_TITLE, message: ATTACHMENTS_TOO_LARGE_MESSAGE };
  }
  return { ok: true, total };
}
