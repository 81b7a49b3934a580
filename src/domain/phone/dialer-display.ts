/**
 * Phone dialer display (spec 1 sections 3 and 4): what the dialer panel shows and which controls
 * apply. Pure reducer; the engine feeds it events as calls progress.
 *
 * Terms: the *active* call is the one the rep talks on; the *waiting* call is the other one (held
 * and muted) while two calls exist; *addCall* is the mode in which the keypad dials a second call.
 */
export type DialType = 'idle' | 'confirming' | 'trying' | 'ringing' | 'talking';

export interface DisplayCall {
  /** The engine's call id, so events about the other call leave this one alone. */
  id: string;
  number: string;
  onMute: boolean;
  onHold: boolean;
  conference: boolean;
}

export interface Control {
  active: boolean;
  disabled: boolean;
}

export interface DialerDisplay {
  call: { active: DisplayCall | null; waiting: DisplayCall | null };
  hangUp: { disabled: boolean };
  dial: { type: DialType; label: string };
  mute: Control;
  hold: Control;
  /** `enabled`: recording is allowed for this user at all. */
  record: Control & { enabled: boolean };
  addCall: Control;
  joinCall: Control;
  leaveMsg: Control;
}

export type DialerDisplayEvent =
  | { type: 'confirm'; id: string; number: string }
  | { type: 'cancel' }
  | { type: 'trying'; id: string; number: string }
  | { type: 'ringing'; id?: string }
  | { type: 'talking'; id?: string }
  | { type: 'hangup'; id?: string }
  | { type: 'hold' }
  | { type: 'unhold' }
  | { type: 'mute' }
  | { type: 'unmute' }
  | { type: 'recordStart' }
  | { type: 'recordStop' }
  | { type: 'recordingEnabled'; enabled: boolean }
  | { type: 'addCall' }
  | { type: 'continueWaiting' }
  | { type: 'join' }
  | { type: 'incoming'; id: string; number: string }
  /** The other call of a conference goes on alone after one side hung up: it becomes the active call. */
  | { type: 'restore'; id: string; number: string }
  /** An attended transfer put someone else through on a call: it goes on, showing their number. */
  | { type: 'renumber'; id: string; number: string };

const DIAL_LABELS: Record<DialType, string> = { idle: 'Dial', confirming: 'Confirm', trying: 'Calling', ringing: 'ringing', talking: 'talking' };

const off: Control = { active: false, disabled: true };

export const initialDialerDisplay = (recordingEnabled = false): DialerDisplay => ({
  call: { active: null, waiting: null },
  hangUp: { disabled: true },
  dial: { type: 'idle', label: DIAL_LABELS.idle },
  mute: off,
  hold: off,
  record: { ...off, enabled: recordingEnabled },
  addCall: off,
  joinCall: off,
  leaveMsg: off,
});

const newCall = (id: string, number: string): DisplayCall => ({ id, number, onMute: false, onHold: false, conference: false });

/** Derives which controls apply from the dial type and the calls; keeps each control's `active` flag. */
function withControls(state: DialerDisplay): DialerDisplay {
  const talking = state.dial.type === 'talking';
  const inCall = state.dial.type === 'trying' || state.dial.type === 'ringing' || talking;
  const conference = state.call.active?.conference ?? false;
  const both = state.call.active !== null && state.call.waiting !== null;
  return {
    ...state,
    hangUp: { disabled: !inCall },
    mute: { active: state.call.active?.onMute ?? false, disabled: !talking },
    hold: { active: state.call.active?.onHold ?? false, disabled: !talking },
    record: { ...state.record, disabled: !talking || !state.record.enabled || conference || state.record.active },
    // A second call may be added while talking on one call only; add-call mode keeps the flag on.
    addCall: { active: state.addCall.active, disabled: !talking || both || conference },
    joinCall: { active: conference, disabled: !both || !talking },
    leaveMsg: { active: state.leaveMsg.active, disabled: !talking || conference },
  };
}

const withDial = (state: DialerDisplay, type: DialType): DialerDisplay => ({ ...state, dial: { type, label: DIAL_LABELS[type] } });

const updateActive = (state: DialerDisplay, patch: Partial<DisplayCall>): DialerDisplay =>
  state.call.active ? { ...state, call: { ...state.call, active: { ...state.call.active, ...patch } } } : state;

/** Whether an event naming a call is about the active one (events without an id always are). */
const aboutActive = (state: DialerDisplay, id: string | undefined) => id === undefined || state.call.active?.id === id;

export function dialerDisplayReducer(state: DialerDisplay, event: DialerDisplayEvent): DialerDisplay {
  const type = state.dial.type;
  if ((event.type === 'ringing' || event.type === 'talking') && !aboutActive(state, event.id)) return state;
  switch (event.type) {
    case 'confirm':
      if (type !== 'idle') return state;
      return withControls({ ...withDial(state, 'confirming'), call: { ...state.call, active: newCall(event.id, event.number) } });
    case 'cancel':
      if (type !== 'confirming') return state;
      return withControls({ ...withDial(state, 'idle'), call: { ...state.call, active: null } });
    case 'trying':
      if (type !== 'idle' && type !== 'confirming') return state;
      return withControls({ ...withDial(state, 'trying'), call: { ...state.call, active: newCall(event.id, event.number) } });
    case 'ringing':
      if (type !== 'trying') return state;
      return withControls(withDial(state, 'ringing'));
    case 'talking':
      if (type !== 'trying' && type !== 'ringing') return state;
      return withControls({ ...withDial(state, 'talking'), addCall: { ...state.addCall, active: false } });
    case 'hangup': {
      // The waiting call ended: the active one goes on.
      if (event.id !== undefined && state.call.waiting?.id === event.id) {
        return withControls({ ...state, call: { ...state.call, waiting: null }, addCall: { ...state.addCall, active: false } });
      }
      if (!aboutActive(state, event.id)) return state;
      // Hangup clears the active call; a waiting call stays waiting until the rep continues it.
      const next = { ...withDial(state, 'idle'), call: { ...state.call, active: null }, record: { ...state.record, active: false } };
      return withControls({ ...next, addCall: { ...state.addCall, active: state.call.waiting !== null } });
    }
    case 'hold':
      if (type !== 'talking' || state.call.active?.onHold) return state;
      return withControls(updateActive(state, { onHold: true }));
    case 'unhold':
      if (!state.call.active?.onHold) return state;
      return withControls(updateActive(state, { onHold: false }));
    case 'mute':
      if (type !== 'talking' || state.call.active?.onMute) return state;
      return withControls(updateActive(state, { onMute: true }));
    case 'unmute':
      if (!state.call.active?.onMute) return state;
      return withControls(updateActive(state, { onMute: false }));
    case 'recordStart':
      if (type !== 'talking' || !state.record.enabled || state.record.active || state.call.active?.conference) return state;
      return withControls({ ...state, record: { ...state.record, active: true } });
    case 'recordStop':
      if (!state.record.active) return state;
      return withControls({ ...state, record: { ...state.record, active: false } });
    case 'recordingEnabled':
      return withControls({ ...state, record: { ...state.record, enabled: event.enabled } });
    case 'addCall':
      if (type !== 'talking' || state.call.waiting || !state.call.active || state.call.active.conference) return state;
      return withControls({ ...withDial(state, 'idle'), call: { active: null, waiting: { ...state.call.active, onHold: true, onMute: true } }, addCall: { ...state.addCall, active: true } });
    case 'continueWaiting': {
      const { active, waiting } = state.call;
      if (!waiting) return state;
      const resumed = { ...waiting, onHold: false, onMute: false };
      const parked = active ? { ...active, onHold: true, onMute: true } : null;
      return withControls({ ...withDial(state, 'talking'), call: { active: resumed, waiting: parked }, addCall: { ...state.addCall, active: false } });
    }
    case 'join': {
      const { active, waiting } = state.call;
      if (!active || !waiting || type !== 'talking') return state;
      return withControls({
        ...state,
        call: { active: { ...active, onHold: false, onMute: false, conference: true }, waiting: null },
        record: { ...state.record, active: false },
        leaveMsg: { ...state.leaveMsg, active: false },
      });
    }
    case 'renumber': {
      const renumber = (call: DisplayCall | null) => (call?.id === event.id ? { ...call, number: event.number } : call);
      return { ...state, call: { active: renumber(state.call.active), waiting: renumber(state.call.waiting) } };
    }
    case 'restore':
      if (state.call.active || state.call.waiting) return state;
      return withControls({ ...withDial(state, 'talking'), call: { active: newCall(event.id, event.number), waiting: null }, addCall: { ...state.addCall, active: false } });
    case 'incoming': {
      const parked = state.call.active ? { ...state.call.active, onHold: true, onMute: true } : state.call.waiting;
      return withControls({ ...withDial(state, 'ringing'), call: { active: newCall(event.id, event.number), waiting: parked } });
    }
  }
}
