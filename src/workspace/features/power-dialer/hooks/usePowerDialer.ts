import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { isPowerDialerRunning, type PowerDialerContactStart, type PowerDialerListStart, type PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';
import { powerDialerReply, powerDialerStateSchema, type PowerDialerCommand, type PowerDialerReply } from '@/src/phone/power-dialer/power-dialer-wire';
import { mirrorPerStore } from '@/src/workspace/mirrorOffscreen';
import { sendToBackground } from '@/src/workspace/platform';

/** The power dialer engine's last broadcast state (null until the offscreen document answered). */
export const powerDialerAtom = atom<PowerDialerState | null>(null);

// A reopened side panel gets the running dialer from the engine, not from a React component.
const subscribe = mirrorPerStore(powerDialerAtom, {
  fromMessage: (message) => (message.type === 'powerDialer.state' ? message.state : undefined),
  snapshot: { target: 'background', type: 'powerDialer.getState' },
  fromSnapshot: (reply) => powerDialerStateSchema.safeParse(reply).data,
});

/** Sends one command to the engine through the background; a lost offscreen document reads as signed out. */
export async function sendPowerDialerCommand(command: PowerDialerCommand): Promise<PowerDialerReply> {
  const raw: unknown = await sendToBackground({ target: 'background', type: 'powerDialer.command', command });
  const parsed = powerDialerReply.safeParse(raw);
  return parsed.success ? parsed.data : { ok: false, code: 'SIGNED_OUT', reason: 'The phone is not available.' };
}

export interface UsePowerDialer {
  /** The engine's state, null until it answered. */
  state: PowerDialerState | null;
  /** A run is going on: start buttons are disabled (DIALER_BUSY). */
  running: boolean;
  /** Starts a run; refused with code DIALER_BUSY and 'Cannot execute call because phone service is busy.' when the phone has a call or the dialer runs. */
  start(start: PowerDialerListStart): Promise<PowerDialerReply>;
  /** "Dial selected": these contacts in order (each with its task), without a list; same DIALER_BUSY refusal. */
  startContacts(contacts: PowerDialerContactStart[]): Promise<PowerDialerReply>;
  pause(): Promise<PowerDialerReply>;
  resume(): Promise<PowerDialerReply>;
  stop(): Promise<PowerDialerReply>;
  skip(): Promise<PowerDialerReply>;
  next(): Promise<PowerDialerReply>;
  previous(): Promise<PowerDialerReply>;
  /** The call result picked in the result panel (mandatory countdown, or during the wrap-up), with the subject and description typed there. */
  chooseResult(result: string, typed?: { subject?: string; description?: string }): Promise<PowerDialerReply>;
  /** What the rep is typing in the result panel, kept by the dialer so a defaulted result carries it too. */
  draftResult(typed: { subject: string; description: string }): Promise<PowerDialerReply>;
  /** Closes the panel of an ended run (back to inactive). */
  dismiss(): Promise<PowerDialerReply>;
}

/** The power dialer as UI contexts see it: the engine's broadcast state and typed actions. */
export function usePowerDialer(): UsePowerDialer {
  const store = useStore();
  const state = useAtomValue(powerDialerAtom);
  useEffect(() => subscribe(store), [store]);
  const actions = useMemo(
    () => ({
      start: (start: PowerDialerListStart) => sendPowerDialerCommand({ command: 'start', start }),
      startContacts: (contacts: PowerDialerContactStart[]) => sendPowerDialerCommand({ command: 'startContacts', contacts }),
      pause: () => sendPowerDialerCommand({ command: 'pause' }),
      resume: () => sendPowerDialerCommand({ command: 'resume' }),
      stop: () => sendPowerDialerCommand({ command: 'stop' }),
      skip: () => sendPowerDialerCommand({ command: 'skip' }),
      next: () => sendPowerDialerCommand({ command: 'next' }),
      previous: () => sendPowerDialerCommand({ command: 'previous' }),
      chooseResult: (result: string, typed: { subject?: string; description?: string } = {}) => sendPowerDialerCommand({ command: 'chooseResult', result, ...typed }),
      draftResult: (typed: { subject: string; description: string }) => sendPowerDialerCommand({ command: 'resultDraft', ...typed }),
      dismiss: () => sendPowerDialerCommand({ command: 'dismiss' }),
    }),
    [],
  );
  return { state, running: state !== null && isPowerDialerRunning(state), ...actions };
}
