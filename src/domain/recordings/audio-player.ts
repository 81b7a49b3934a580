import type { TalkSpan } from './recording-analysis';

/** Spec 2 section 2: playback rates, rate index 0-5. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_RATE_INDEX = 1;
/** Spec 2 section 2: j and l move 10 seconds. */
export const SEEK_STEP_MS = 10_000;
/** Beyond the spec: silences longer than this are skipped when the user asks for it. */
export const SKIPPABLE_SILENCE_MS = 2_000;

export const rateAt = (index: number): number => PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, Math.trunc(index)))]!;

export type PlayerAction = 'playPause' | 'mute' | 'back' | 'forward';
const HOTKEYS: Record<string, PlayerAction> = { k: 'playPause', m: 'mute', j: 'back', l: 'forward' };

/** What the key target is, as far as the hotkeys care. */
export interface KeyTarget {
  tagName: string;
  isContentEditable: boolean;
  /** For an input: its type (a checkbox or a button does not take text). */
  type?: string;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'time', 'month', 'week']);

/** Whether typing goes into the target (a text field, a text area, a select, an editor): hotkeys stay quiet there. */
export function takesText(target: KeyTarget): boolean {
  const tag = target.tagName.toUpperCase();
  if (target.isContentEditable || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
}

/**
 * The player action a key press asks for (spec 2 section 2: k play/pause, m mute, j back 10 s,
 * l forward 10 s), or null: never with a modifier, never while typing in a field.
 */
export function hotkeyAction(key: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, target: KeyTarget | null): PlayerAction | null {
  if (key.ctrlKey || key.metaKey || key.altKey) return null;
  if (target && takesText(target)) return null;
  return HOTKEYS[key.key.toLowerCase()] ?? null;
}

/** A seek clamped to the recording. */
export function seekBy(positionMs: number, deltaMs: number, durationMs: number): number {
  return Math.min(Math.max(0, positionMs + deltaMs), Math.max(0, durationMs));
}

/** The next time a channel starts to talk after `positionMs` (a span already under way is skipped), or null. */
export function nextTalk(spans: readonly TalkSpan[], positionMs: number): number | null {
  const next = spans.find((span) => span.startMs > positionMs);
  return next ? next.startMs : null;
}

/** Where either channel talks: the spans of both merged, sorted. */
export function anyoneTalking(channels: readonly (readonly TalkSpan[])[]): TalkSpan[] {
  const all = channels.flat().toSorted((a, b) => a.startMs - b.startMs);
  const merged: TalkSpan[] = [];
  for (const span of all) {
    const last = merged.at(-1);
    if (last && span.startMs <= last.endMs) last.endMs = Math.max(last.endMs, span.endMs);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Skipping long silences: when the position is inside a silence (nobody talks) longer than 2 s,
 * where to jump (the next talk, or the end); null to keep playing.
 */
export function skipSilenceTarget(talk: readonly TalkSpan[], positionMs: number, durationMs: number): number | null {
  if (talk.some((span) => positionMs >= span.startMs && positionMs < span.endMs)) return null;
  const before = talk.filter((span) => span.endMs <= positionMs).at(-1);
  const after = talk.find((span) => span.startMs > positionMs);
  const silenceStart = before?.endMs ?? 0;
  const silenceEnd = after?.startMs ?? durationMs;
  if (silenceEnd - silenceStart <= SKIPPABLE_SILENCE_MS) return null;
  // A short lead-in keeps the first syllable.
  const target = Math.max(positionMs, silenceEnd - 250);
  return target - positionMs < 250 ? null : target;
}

/**
 * Spec 2 section 4 audio player voice data status: loading, error (try again), deny (HTTP 406),
 * closed; 202 means the file is not ready yet: retry.
 */
export type VoiceDataStatus = 'loading' | 'ready' | 'error' | 'deny' | 'closed';

export function voiceDataStatusOf(httpStatus: number): VoiceDataStatus | 'retry' {
  if (httpStatus === 202) return 'retry';
  if (httpStatus === 406) return 'deny';
  if (httpStatus >= 200 && httpStatus < 300) return 'ready';
  return 'error';
}

/** A position or a length as the player shows it: m:ss, or h:mm:ss from an hour on. */
export function formatPlayerTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
