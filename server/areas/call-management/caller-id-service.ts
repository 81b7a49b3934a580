import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdState } from '@/src/contract';
import { e164Of } from '@/src/domain/settings/call-management';
import {
  CALLER_ID_NOT_VERIFIED,
  DEFAULT_CALLER_ID,
  presentedCallerId,
  resendWaitMs,
  TN_VERIFY_MESSAGES,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_TTL_MS,
  verificationCode,
  withOtherNumber,
  type CallerIdSettings,
  type TnVerifyCode,
} from '@/src/domain/settings/caller-id';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { deleteUserSetting, readUserSetting, writeUserSetting } from '../../db/user-settings';
import { ApiError } from '../../http/api-error';
import type { SmsProvider } from '../sms/sms-provider';
import { hashToken } from '../session/tokens';
import { userPhoneNumber } from '../telephony/user-phone-numbers';

const SETTINGS_KEY = 'callerId';
const VERIFICATION_KEY = 'callerIdVerification';
/** The carrier's verification line: what the code's SMS comes from. */
export const VERIFICATION_SENDER = '+15550009999';
type Owner = { tenantId: number; userId: number };

const storedSettings = z.object({ type: z.enum(['assigned', 'other']), otherCallerId: z.string(), isVerified: z.boolean() });
const storedVerification = z.object({ number: z.string(), codeHash: z.string(), sentAt: z.number(), attempts: z.number().int() });
type Verification = z.infer<typeof storedVerification>;

/** The user's caller id choice as stored (the defaults when none or unreadable). */
export async function readCallerIdSettings(db: Db, owner: Owner): Promise<CallerIdSettings> {
  return storedSettings.safeParse(await readUserSetting(db, owner, SETTINGS_KEY)).data ?? DEFAULT_CALLER_ID;
}

const refused = (code: TnVerifyCode) => new ApiError(400, TN_VERIFY_MESSAGES[code], { code });

/**
 * Spec 3 caller id: the number the user's calls present (their assigned number, or an 'other' one
 * once verified by a one-time code sent to it by SMS through the carrier), as the user setting
 * `callerId`, with the code under way (hashed, 10 minutes, 5 tries, a new one after 120 s).
 */
export function createCallerIdService(deps: { db: Db; clock: Clock; sms: SmsProvider }) {
  const read = (owner: Owner) => readCallerIdSettings(deps.db, owner);
  const pending = async (owner: Owner): Promise<Verification | null> => storedVerification.safeParse(await readUserSetting(deps.db, owner, VERIFICATION_KEY)).data ?? null;

  async function state(owner: Owner): Promise<CallerIdState> {
    const [settings, verification, assigned] = await Promise.all([read(owner), pending(owner), userPhoneNumber(deps.db, owner.tenantId, owner.userId)]);
    const now = deps.clock.now().getTime();
    const live = verification && now - verification.sentAt < VERIFICATION_TTL_MS ? verification : null;
    return { ...settings, assignedNumber: assigned, presented: presentedCallerId(settings, assigned), verification: live ? { number: live.number, resendInMs: resendWaitMs(live.sentAt, now) } : null };
  }

  return {
    state,
    /** What outbound calls present (telephonySettings.callerId). */
    presented: async (owner: Owner) => (await state(owner)).presented,

    async update(owner: Owner, body: { type: 'assigned' | 'other'; otherCallerId: string }) {
      const number = body.otherCallerId === '' ? '' : e164Of(body.otherCallerId);
      const next = { ...withOtherNumber(await read(owner), number), type: body.type };
      if (next.type === 'other' && !next.isVerified) throw new ApiError(403, CALLER_ID_NOT_VERIFIED, { code: 'CALLER_ID_NOT_VERIFIED' });
      await writeUserSetting(deps.db, owner, SETTINGS_KEY, next);
      return state(owner);
    },

    async sendCode(owner: Owner, rawNumber: string) {
      const number = e164Of(rawNumber);
      const now = deps.clock.now().getTime();
      const previous = await pending(owner);
      if (previous && previous.number === number && resendWaitMs(previous.sentAt, now) > 0) throw refused('TN_VERIFY_TOO_SOON');
      const code = verificationCode(randomInt);
      await deps.sms.send({ from: VERIFICATION_SENDER, to: number, body: `Your Dialworks verification code is ${code}. It expires in 10 minutes.` }).catch(() => {
        throw new ApiError(502, 'The carrier could not send the code', { code: 'ERROR_VERIFY_PHONE_NUMBER' });
      });
      await writeUserSetting(deps.db, owner, VERIFICATION_KEY, { number, codeHash: hashToken(code), sentAt: now, attempts: 0 } satisfies Verification);
      return state(owner);
    },

    async confirm(owner: Owner, code: string) {
      const verification = await pending(owner);
      if (!verification) throw refused('TN_VERIFY_NO_CODE');
      const now = deps.clock.now().getTime();
      if (now - verification.sentAt >= VERIFICATION_TTL_MS || verification.attempts >= VERIFICATION_MAX_ATTEMPTS) throw refused('TN_VERIFY_CODE_EXPIRED');
      if (hashToken(code) !== verification.codeHash) {
        await writeUserSetting(deps.db, owner, VERIFICATION_KEY, { ...verification, attempts: verification.attempts + 1 });
        throw refused('TN_VERIFY_CODE_INVALID');
      }
      await deleteUserSetting(deps.db, owner, VERIFICATION_KEY);
      await writeUserSetting(deps.db, owner, SETTINGS_KEY, { type: 'other', otherCallerId: verification.number, isVerified: true } satisfies CallerIdSettings);
      return state(owner);
    },
  };
}
