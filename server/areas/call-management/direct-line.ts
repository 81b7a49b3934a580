import { and, eq, isNull } from 'drizzle-orm';
import { unansweredCallRoute } from '@/src/domain/settings/call-management';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { userPhoneNumbers, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { QueueCaller } from '../acd/acd-sip-peer';
import { predefinedMessageSamples } from '../acd/hold-audio';
import type { MessageAudio } from '../telephony/message-audio';
import { concat, silence, speak } from '../telephony/media/speech';
import { rms, tone, trimSilence, wavFile } from '../telephony/media/wav';
import type { InboundCallSettingsStore } from './inbound-call-settings';

const RATE = 8000;
/** A voicemail ends after this long even if the caller keeps talking. */
export const VOICEMAIL_MAX_MS = 120_000;
/** A recording quieter than this throughout holds no message (the caller hung up at the beep). */
const SPEECH_LEVEL = 300;
const DEFAULT_GREETING = 'The person you are calling is not available. Please leave a message after the tone.';
/** The beep after the greeting: 1 kHz, 600 ms (what callers, and the simulated one, wait for). */
export const VOICEMAIL_BEEP = tone(1000, 600, RATE, 12_000);
/** What a caller hears while the user's phone rings: the North American ringback (440 + 480 Hz, 2 s on, 4 s off). */
const RINGBACK = (() => {
  const a = tone(440, 2000, RATE, 3000);
  const b = tone(480, 2000, RATE, 3000);
  const on = a.map((s, i) => s + b[i]!);
  return concat([on, silence(4000)]);
})();

export interface DirectLineUser {
  tenantId: number;
  userId: number;
  email: string;
  name: string;
  sipUser: string;
}

/**
 * A call to a user's own number (spec 3 inbound call settings): the user's phone rings for the
 * incoming call timeout while the caller hears ringback; unanswered, the call is forwarded to the
 * user's forwarding number, or goes to voicemail (the active greeting, a beep, the message recorded
 * and mailed to voicemailEmail as a WAV), or ends. The ring and the forward are blind transfers the
 * carrier carries out (REFER), as the ACD's offers are.
 */
export function createDirectLine(deps: { db: Db; clock: Clock; settings: InboundCallSettingsStore; messageAudio: MessageAudio; mailer: Mailer; log?: (line: string) => void }) {
  const log = (line: string) => deps.log?.(`[direct line] ${line}`);
  let defaultGreeting: Promise<Int16Array> | undefined;

  async function greetingOf(user: DirectLineUser): Promise<Int16Array> {
    const mediaId = await deps.settings.greeting(user);
    const own = mediaId === null ? null : await predefinedMessageSamples(deps, user.tenantId, mediaId).catch(() => null);
    return own ?? (await (defaultGreeting ??= speak(DEFAULT_GREETING, 'en-us+f3', 165)));
  }

  async function voicemail(caller: QueueCaller, user: DirectLineUser, email: string) {
    await caller.play(await greetingOf(user), false);
    await caller.play(VOICEMAIL_BEEP, false);
    await caller.startCapture();
    const startedAt = deps.clock.now();
    let cap: NodeJS.Timeout | undefined;
    await Promise.race([caller.ended, new Promise((r) => (cap = setTimeout(r, VOICEMAIL_MAX_MS)))]);
    // Not left pending for two minutes after a caller who hung up early.
    clearTimeout(cap);
    const message = await caller.stopCapture();
    caller.hangup();
    if (rms(trimSilence(message, SPEECH_LEVEL)) < SPEECH_LEVEL) return log(`${caller.from} left no message for ${user.name}`);
    const seconds = Math.round(message.length / RATE);
    await deps.mailer.send({
      to: email,
      subject: `Voicemail from ${caller.from}`,
      text: `${caller.from} left you a voicemail (${seconds} s) on ${startedAt.toISOString()}. The message is attached.`,
      attachments: [{ filename: 'voicemail.wav', contentType: 'audio/wav', content: wavFile(message, RATE) }],
    });
    log(`${caller.from} left ${user.name} a voicemail of ${seconds} s, mailed to ${email}`);
  }

  return {
    /** The living user whose own number this is, if any. */
    async userOf(dialed: string): Promise<DirectLineUser | null> {
      const [row] = await deps.db
        .select({ tenantId: users.tenantId, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, sipUser: users.provisioningId })
        .from(userPhoneNumbers)
        .innerJoin(users, and(eq(users.id, userPhoneNumbers.userId), eq(users.tenantId, userPhoneNumbers.tenantId)))
        .where(and(eq(userPhoneNumbers.phoneNumber, dialed.startsWith('+') ? dialed : `+${dialed}`), isNull(users.deletedAt)));
      return row ? { tenantId: row.tenantId, userId: row.userId, email: row.email, name: `${row.firstName} ${row.lastName}`, sipUser: row.sipUser } : null;
    },

    async handle(caller: QueueCaller, user: DirectLineUser) {
      const settings = await deps.settings.get(user);
      let over = false;
      void caller.ended.then(() => (over = true));
      try {
        await caller.answer();
      } catch {
        return;
      }
      void caller.play(RINGBACK, true);
      const rung = await caller.offer(user.sipUser, {}, settings.incomingCallTimeout);
      caller.stopAudio();
      if (rung.answered) return caller.hangup();
      if (over) return; // the caller hung up while it rang
      const route = unansweredCallRoute(settings, user.email);
      log(`${user.name} did not answer ${caller.from} (${rung.statusCode}): ${route.kind}`);
      if (route.kind === 'forward') {
        void caller.play(RINGBACK, true);
        const forwarded = await caller.offer(route.number, {}, 60);
        log(`forward of ${caller.from} to ${route.number}: ${forwarded.answered ? 'answered' : forwarded.statusCode}`);
        caller.stopAudio();
        return caller.hangup();
      }
      if (route.kind === 'voicemail') return voicemail(caller, user, route.email);
      caller.hangup();
    },
  };
}

export type DirectLine = ReturnType<typeof createDirectLine>;
