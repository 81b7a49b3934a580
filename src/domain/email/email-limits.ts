import { EMAIL_SECURITY_DEFAULTS } from './email-constants';

/**
 * Email security limits (spec 1 section 9, spec 3 "Email security settings") for one send to one
 * contact: counts are of mails already sent (from the activity log).
 */
export interface EmailSecuritySettings {
  delayBefore: number;
  delayBetween: number;
  onlyOwnerCanSend: boolean;
  maxAutoEmailRetries: number;
  maximumPerUserPerDay: number;
  maximumPerDomainPerDay: number;
  maximumPerContactPerDay: number;
  maximumPerContactPerWeek: number;
  emailOptOut: boolean;
}

export const defaultEmailSecuritySettings: EmailSecuritySettings = { ...EMAIL_SECURITY_DEFAULTS, emailOptOut: true };

export interface EmailSendFacts {
  sentByUserToday: number;
  sentToContactToday: number;
  sentToContactThisWeek: number;
  sentToDomainToday: number;
  /** The domain of the recipient, for the message. */
  domain: string;
  senderIsOwner: boolean;
  contactOptedOut: boolean;
}

export const emailLimitMessages = {
  optOut: 'Cannot send email: the contact has opted out of email.',
  owner: 'Cannot send email: only the contact owner can send email to this contact.',
  user: (max: number) => `Email limit reached: at most ${max} emails per user per day.`,
  contactDay: (max: number) => `Email limit reached: at most ${max} email${max === 1 ? '' : 's'} per contact per day.`,
  contactWeek: (max: number) => `Email limit reached: at most ${max} emails per contact per week.`,
  domain: (max: number, domain: string) => `Email limit reached: at most ${max} emails per day to ${domain}.`,
};

export type EmailLimitCode = 'EMAIL_OPT_OUT' | 'EMAIL_ONLY_OWNER' | 'EMAIL_LIMIT_USER_DAY' | 'EMAIL_LIMIT_CONTACT_DAY' | 'EMAIL_LIMIT_CONTACT_WEEK' | 'EMAIL_LIMIT_DOMAIN_DAY';
export type EmailLimitCheck = { ok: true } | { ok: false; code: EmailLimitCode; message: string };

export function checkEmailLimits(facts: EmailSendFacts, s: EmailSecuritySettings = defaultEmailSecuritySettings): EmailLimitCheck {
  if (s.emailOptOut && facts.contactOptedOut) return { ok: false, code: 'EMAIL_OPT_OUT', message: emailLimitMessages.optOut };
  if (s.onlyOwnerCanSend && !facts.senderIsOwner) return { ok: false, code: 'EMAIL_ONLY_OWNER', message: emailLimitMessages.owner };
  if (facts.sentByUserToday >= s.maximumPerUserPerDay) return { ok: false, code: 'EMAIL_LIMIT_USER_DAY', message: emailLimitMessages.user(s.maximumPerUserPerDay) };
  if (facts.sentToContactToday >= s.maximumPerContactPerDay) return { ok: false, code: 'EMAIL_LIMIT_CONTACT_DAY', message: emailLimitMessages.contactDay(s.maximumPerContactPerDay) };
  if (facts.sentToContactThisWeek >= s.maximumPerContactPerWeek) return { ok: false, code: 'EMAIL_LIMIT_CONTACT_WEEK', message: emailLimitMessages.contactWeek(s.maximumPerContactPerWeek) };
  if (facts.sentToDomainToday >= s.maximumPerDomainPerDay) return { ok: false, code: 'EMAIL_LIMIT_DOMAIN_DAY', message: emailLimitMessages.domain(s.maximumPerDomainPerDay, facts.domain) };
  return { ok: true };
}
