/** Email constants of spec 1 section 9 and spec 3, verbatim. */
export const MAX_ATTACHMENT_TOTAL_BYTES = 25_000_000;
export const ATTACHMENTS_TOO_LARGE_TITLE = 'Too Large';
export const ATTACHMENTS_TOO_LARGE_MESSAGE = 'Attachments size is too large. Maximum total size is 25MB.';
export const QUOTED_MAIL_DATE_FORMAT = 'EEE, MMM d, y at h:mm a';
/** The same pattern for date-fns, where the literal word must be quoted (unquoted, 'a' and 't' are tokens). */
export const QUOTED_MAIL_DATE_FNS_PATTERN = "EEE, MMM d, y 'at' h:mm a";
export const PAUSED_LIST_TITLE = 'Cannot send email';
export const PAUSED_LIST_MESSAGE = 'Cannot send e-mail to contacts on paused lists.';
export const TEMPLATES_PAGE_SIZE = 15;

/** Email security defaults (spec 1 section 9). */
export const EMAIL_SECURITY_DEFAULTS = {
  delayBetween: 40,
  delayBefore: 30,
  maximumPerUserPerDay: 450,
  maximumPerContactPerDay: 1,
  maximumPerContactPerWeek: 3,
  maximumPerDomainPerDay: 1000,
  onlyOwnerCanSend: false,
  maxAutoEmailRetries: 3,
} as const;

export const EMAIL_CLIENT_DEFAULTS = { useInternal: true, openNewTab: true } as const;
