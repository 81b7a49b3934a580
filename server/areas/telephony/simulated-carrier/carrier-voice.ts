import { concat, silence, speak } from '../media/speech';
import type { RtpEndpoint } from '../media/rtp-endpoint';
import { rms, tone, toneLevel } from '../media/wav';

/** A few voices and texts, picked by the number, so a detector cannot key on one recording. */
export const VOICES = ['en-us+f3', 'en-us+m1', 'en-gb+f2', 'en-us+m3'];
export const HELLOS = ['Hello?', 'Hi, who is this?', 'Hello, yes?', 'Speaking.'];
export const MACHINE_GREETINGS = [
  'Hi, you have reached Alex. I cannot take your call right now. Please leave a message after the tone.',
  'Thank you for calling. Nobody is available to take your call. Leave your name and number after the beep.',
  'You have reached the voicemail of the sales office. Please leave a detailed message and we will call you back.',
];
const REPLIES = ['Yes, I can hear you.', 'Sure, go on.', 'Okay.', 'I see. Tell me more.'];

/**
 * Greetings the answering-machine detector was never tuned on (other texts, voices and speeds). The
 * carrier speaks them on numbers of the held-out block, so the detection bench measures live calls
 * on speech it did not see; the offline corpus uses them too.
 */
export const HELD_OUT_VOICES = ['en-us+f2', 'en-gb+m2', 'en-us+m7', 'en-us+f4', 'en-gb+f3'];
export const HELD_OUT_PEOPLE = ['Yeah?', 'Hello, this is Dana.', 'Good morning.', 'Hi there.', 'Yes, hello?', 'Who is calling?', 'Hello, Mark speaking.', 'Hey.'];
export const HELD_OUT_MACHINES = [
  'Hello, this is Jordan. Sorry I missed you, leave a message.',
  'The person you are calling is not available. At the tone, please record your message.',
  'Hey, it is Sam, I am away from my phone, text me or leave a voicemail.',
  'Welcome to Acme support. Our office is closed. Please call back during business hours.',
  'You have reached the Lopez family. We are not home, please leave a message.',
  'Hi! You got Pat. Leave it at the beep.',
];
/** Numbers +1 201 599 xxxx (a valid US block, as contacts' numbers must be) speak the held-out greetings (their outcome is still their last digit's). */
export const HELD_OUT_BLOCK = '1201599';

const pick = <T>(list: T[], number: string, salt = 0) => list[(Number(number.replace(/\D/g, '').slice(-3) || '0') + salt) % list.length]!;
const heldOut = (number: string) => number.replace(/\D/g, '').startsWith(HELD_OUT_BLOCK);
/** The held-out block varies its voices' speed too; the others speak at the carrier's own pace. */
const pace = (number: string, base: number) => (heldOut(number) ? base - 40 + (Number(number.replace(/\D/g, '').slice(-2, -1) || '0') % 4) * 20 : base);

/** A person answers: a short greeting (under 1.5 s), then short replies whenever the caller has spoken and paused. */
export async function actAsPerson(endpoint: RtpEndpoint, number: string, isOver: () => boolean) {
  const voice = pick(heldOut(number) ? HELD_OUT_VOICES : VOICES, number);
  await endpoint.play(await speak(pick(heldOut(number) ? HELD_OUT_PEOPLE : HELLOS, number), voice, pace(number, 190)));
  let reply = 0;
  let talkedMs = 0;
  let quietMs = 0;
  while (!isOver()) {
    await new Promise((r) => setTimeout(r, 100));
    const heard = endpoint.heard();
    const level = rms(heard.subarray(Math.max(0, heard.length - 800)));
    if (level > 500) {
      talkedMs += 100;
      quietMs = 0;
    } else quietMs += 100;
    // The caller said something (300 ms or more) and paused 700 ms: answer briefly.
    if (talkedMs >= 300 && quietMs >= 700) {
      talkedMs = 0;
      await endpoint.play(await speak(REPLIES[reply++ % REPLIES.length]!, voice, 180));
    }
  }
}

/** An answering machine: a long greeting (4-8 s) ending at the beep, the beep (1 kHz, 400 ms), then it listens. */
export async function actAsMachine(endpoint: RtpEndpoint, number: string, greetingMs: number) {
  const speech = await speak(pick(heldOut(number) ? HELD_OUT_MACHINES : MACHINE_GREETINGS, number), pick(heldOut(number) ? HELD_OUT_VOICES : VOICES, number, 1), pace(number, 150));
  const room = Math.max(0, (greetingMs * 8000) / 1000 - speech.length);
  await endpoint.play(concat([speech.subarray(0, Math.round((greetingMs * 8000) / 1000)), silence((room * 1000) / 8000)]));
  await endpoint.play(tone(1000, 400, 8000, 12000));
}

export const VOICEMAIL_MESSAGE = 'Hi, this is a customer. Please call me back about my order. Thank you.';

/** A voicemail's beep: a 1 kHz tone that carries most of the sound (speech and hold tunes do not). */
export function isBeep(samples: Int16Array): boolean {
  const level = rms(samples);
  return level > 1500 && toneLevel(samples, 1000) > level;
}

/**
 * The carrier's caller on an inbound call: says who calls once answered; when a voicemail beeps, it
 * leaves a short message and says it is done ('leftMessage'), so the carrier hangs up as a person would.
 */
export async function actAsCaller(endpoint: RtpEndpoint, number: string, isOver: () => boolean): Promise<'leftMessage' | 'done'> {
  const voice = pick(VOICES, number, 2);
  await endpoint.play(await speak('Hello, this is a customer calling about my order.', voice, 170));
  while (!isOver()) {
    await new Promise((r) => setTimeout(r, 100));
    if (!isBeep(endpoint.lastHeard(300))) continue;
    await new Promise((r) => setTimeout(r, 400));
    await endpoint.play(await speak(VOICEMAIL_MESSAGE, voice, 170));
    return 'leftMessage';
  }
  return 'done';
}
