import { describe, expect, it } from 'vitest';
import { checkSmsQuota, type SmsCounts } from './sms-quota';

const none: SmsCounts = { sentLastHour: 0, sentLast24h: 0, sentToContactLast24h: 0, receivedFromContactLast24h: 0 };

describe('SMS quota 125 per hour, 200 per 24 h, ratio 3 (spec 1 section 9)', () => {
  it('allows the 125th SMS in an hour and refuses the 126th', () => {
    expect(checkSmsQuota({ ...none, sentLastHour: 124, sentLast24h: 124 })).toEqual({ ok: true });
    expect(checkSmsQuota({ ...none, sentLastHour: 125, sentLast24h: 125 })).toEqual({ ok: false, code: 'SMS_QUOTA_HOUR', message: 'SMS limit reached: at most 125 messages per hour.' });
  });

  it('refuses the 201st SMS in 24 hours', () => {
    expect(checkSmsQuota({ ...none, sentLast24h: 199 }).ok).toBe(true);
    expect(checkSmsQuota({ ...none, sentLast24h: 200 })).toMatchObject({ ok: false, code: 'SMS_QUOTA_DAY' });
  });

  it('keeps the sent/received ratio 3 per contact: 3 before the first reply, 3 more per reply', () => {
    expect(checkSmsQuota({ ...none, sentToContactLast24h: 2 }).ok).toBe(true);
    expect(checkSmsQuota({ ...none, sentToContactLast24h: 3 })).toMatchObject({ ok: false, code: 'SMS_QUOTA_RATIO' });
    expect(checkSmsQuota({ ...none, sentToContactLast24h: 5, receivedFromContactLast24h: 1 }).ok).toBe(true);
    expect(checkSmsQuota({ ...none, sentToContactLast24h: 6, receivedFromContactLast24h: 1 }).ok).toBe(false);
    expect(checkSmsQuota({ ...none, sentToContactLast24h: 8, receivedFromContactLast24h: 2 }).ok).toBe(true);
    expect(checkSmsQuota({ ...none, sentToContactLast24h: 9, receivedFromContactLast24h: 2 }).ok).toBe(false);
  });

  it('uses the tenant quota when given', () => {
    expect(checkSmsQuota({ ...none, sentLastHour: 10 }, { maxSmsPerHour: 10, maxSmsPer24h: 200, sentReceivedRatio: 3 }).ok).toBe(false);
  });
});
