import { describe, expect, it } from 'vitest';
import { checkEmailLimits, defaultEmailSecuritySettings, type EmailSendFacts } from './email-limits';

const clean: EmailSendFacts = { sentByUserToday: 0, sentToContactToday: 0, sentToContactThisWeek: 0, sentToDomainToday: 0, domain: 'acme.test', senderIsOwner: true, contactOptedOut: false };

describe('email security limits (spec 1 section 9 defaults)', () => {
  it('has the defaults 450 per user per day, 1 per contact per day, 3 per week, 1000 per domain per day', () => {
    expect(defaultEmailSecuritySettings).toMatchObject({
      delayBetween: 40,
      delayBefore: 30,
      maximumPerUserPerDay: 450,
      maximumPerContactPerDay: 1,
      maximumPerContactPerWeek: 3,
      maximumPerDomainPerDay: 1000,
      onlyOwnerCanSend: false,
      maxAutoEmailRetries: 3,
    });
  });

  it('allows the first email and refuses the second to a contact on one day', () => {
    expect(checkEmailLimits(clean)).toEqual({ ok: true });
    expect(checkEmailLimits({ ...clean, sentToContactToday: 1 })).toEqual({ ok: false, code: 'EMAIL_LIMIT_CONTACT_DAY', message: 'Email limit reached: at most 1 email per contact per day.' });
  });

  it('refuses the 4th email to a contact in a week, the 451st of a user and the 1001st to a domain', () => {
    expect(checkEmailLimits({ ...clean, sentToContactThisWeek: 3 })).toMatchObject({ code: 'EMAIL_LIMIT_CONTACT_WEEK' });
    expect(checkEmailLimits({ ...clean, sentByUserToday: 449 }).ok).toBe(true);
    expect(checkEmailLimits({ ...clean, sentByUserToday: 450 })).toMatchObject({ code: 'EMAIL_LIMIT_USER_DAY' });
    expect(checkEmailLimits({ ...clean, sentToDomainToday: 1000 })).toMatchObject({ code: 'EMAIL_LIMIT_DOMAIN_DAY', message: 'Email limit reached: at most 1000 emails per day to acme.test.' });
  });

  it('refuses an opted-out contact, and a non-owner when only the owner can send', () => {
    expect(checkEmailLimits({ ...clean, contactOptedOut: true })).toMatchObject({ code: 'EMAIL_OPT_OUT' });
    expect(checkEmailLimits({ ...clean, contactOptedOut: true }, { ...defaultEmailSecuritySettings, emailOptOut: false }).ok).toBe(true);
    expect(checkEmailLimits({ ...clean, senderIsOwner: false }).ok).toBe(true);
    expect(checkEmailLimits({ ...clean, senderIsOwner: false }, { ...defaultEmailSecuritySettings, onlyOwnerCanSend: true })).toMatchObject({ code: 'EMAIL_ONLY_OWNER' });
  });
});
