import { messageOf, statusOf } from '../../contract/api-call-error';
import type { ApiClient } from '../../contract/api';
import { CALL_FAILED_RESULT } from '../../domain/phone/phone-constants';
import { defaultCallResult } from '../../domain/phone/default-call-result';
import type { PowerDialerEffect, PowerDialerEvent, PowerDialerStep, PowerDialerTimerId } from '../../domain/power-dialer/power-dialer-events';
import { powerDialerReducer } from '../../domain/power-dialer/power-dialer-reducer';
import { outsideCallingHours, SCHEDULE_SKIPPED_STATUS } from '../../domain/power-dialer/selected-contact-hours';
import { stopReasonText } from '../../domain/power-dialer/stop-reason';
import { initialPowerDialerState, isPowerDialerRunning, isResultChoiceOpen, type PowerDialerState } from '../../domain/power-dialer/power-dialer-state';
import { callInfoFor } from '../auto-save-call';
import type { PhoneClock, PhoneLogger } from '../phone-clock';
import type { PhoneCommand } from '../phone-command';
import type { PhoneCallView, PhoneState } from '../phone-state';
import type { PowerDialerCommand, PowerDialerReply } from './power-dialer-wire';
import { callContextFor, targetFromAction, targetFromContact } from './target-from-action';

/**
 * The power dialer engine in the offscreen document: holds the reducer's state (so a reopened side
 * panel shows the running dialer), performs its effects in order (play routes, the phone engine,
 * timers) and feeds their outcomes back as events. It learns a call's start, end and default
 * result from the phone engine's state, never by guessing.
 */
export interface PhoneAccess {
  state(): PhoneState;
  subscribe(listener: (state: PhoneState) => void): () => void;
  execute(command: PhoneCommand): Promise<{ ok: boolean; reason?: string }>;
}

export interface PowerDialerEngineDeps {
  phone: PhoneAccess;
  clock: PhoneClock;
  logger: PhoneLogger;
  broadcast(state: PowerDialerState): void;
}

/** While a run goes on the engine asks the list's play status this often: it renews the reservation and notices a paused list. */
const KEEPALIVE_MS = 60_000;

export function createPowerDialerEngine(deps: PowerDialerEngineDeps) {
  const { phone, clock, logger } = deps;
  let api: ApiClient | null = null;
  let state = initialPowerDialerState();
  const timers = new Map<PowerDialerTimerId | 'keepalive', unknown>();
  /** Phone calls that existed before our dial: the new outgoing call to the target is ours. */
  let before = new Set<string>();
  /** Ended phone calls the engine dismissed itself (not "set elsewhere"). */
  const dismissed = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let generation = 0;
  /** The dialing plan's country, read with the settings: a contact's own phone is picked against it ("Dial selected"). */
  let dialingPlanCountry = 'US';
  /** The tenant's calling-hours guard (GET /users/me/power-dialer), applied to "Dial selected" contacts; the server applies it in play/next. */
  let callingHoursGuard = true;

  function dispatch(event: PowerDialerEvent): PowerDialerStep {
    const step = powerDialerReducer(state, event);
    if (step.state !== state) {
      state = step.state;
      deps.broadcast(state);
    }
    if (step.effects.length > 0) {
      const mine = generation;
      chain = chain.then(() => run(step.effects, mine)).catch((error: unknown) => logger.warn('power dialer effect failed', messageOf(error)));
    }
    keepalive();
    return step;
  }
  const now = () => clock.now();

  function setTimer(id: PowerDialerTimerId | 'keepalive', ms: number, fire: () => void) {
    clearTimer(id);
    timers.set(
      id,
      clock.setTimeout(() => {
        timers.delete(id);
        fire();
      }, ms),
    );
  }
  function clearTimer(id: PowerDialerTimerId | 'keepalive') {
    const handle = timers.get(id);
    if (handle !== undefined) clock.clearTimeout(handle);
    timers.delete(id);
  }

  function keepalive() {
    const listId = state.start?.listId;
    if (!isPowerDialerRunning(state) || !listId) return clearTimer('keepalive');
    if (timers.has('keepalive')) return;
    setTimer('keepalive', KEEPALIVE_MS, () => {
      const client = api;
      if (!client || !isPowerDialerRunning(state)) return;
      client.call('listPlayStatus', { params: { listId } }).then(
        () => keepalive(),
        (error: unknown) => {
          if (statusOf(error) === 423) dispatch({ type: 'requestFailed', status: 423, message: messageOf(error), now: now() });
          else keepalive();
        },
      );
    });
  }

  const phoneCall = (id: string | null): PhoneCallView | undefined => {
    if (!id) return undefined;
    const phoneState = phone.state();
    return phoneState.calls.find((c) => c.id === id) ?? phoneState.ended.find((c) => c.id === id);
  };

  /** Follows our call through the phone engine's state: started, ended (with its default result), or its result set elsewhere. */
  function watch(phoneState: PhoneState) {
    const call = state.call;
    const target = state.target;
    if (!call || !target || call.phase === 'ended') {
      // A result still to choose (countdown, wrap-up or paused) whose ended call left the phone: it was set elsewhere.
      if ((state.resultPanel || isResultChoiceOpen(state)) && call?.phoneCallId && !dismissed.has(call.phoneCallId)) {
        const gone = !phoneState.ended.some((c) => c.id === call.phoneCallId) && !phoneState.calls.some((c) => c.id === call.phoneCallId);
        if (gone) dispatch({ type: 'resultSetElsewhere', result: null, now: now() });
      }
      return;
    }
    let id = call.phoneCallId;
    if (!id) {
      const mine = [...phoneState.calls, ...phoneState.ended].find((c) => c.direction === 'outgoing' && !before.has(c.id) && c.contactId === target.contactId);
      if (!mine) return;
      id = mine.id;
      dispatch({ type: 'callStarted', phoneCallId: id, now: now() });
    }
    const live = phoneState.calls.some((c) => c.id === id);
    const ended = phoneState.ended.find((c) => c.id === id);
    if (!live && ended) {
      const result = defaultCallResult(ended);
      dispatch({ type: 'callEnded', phoneCallId: id, defaultResult: result, failed: ended.state === 'error' || result === CALL_FAILED_RESULT, now: now() });
    }
  }
  phone.subscribe(watch);

  async function run(effects: PowerDialerEffect[], mine: number) {
    for (const effect of effects) {
      if (mine !== generation) return;
      await perform(effect);
    }
  }

  async function perform(effect: PowerDialerEffect): Promise<void> {
    const client = api;
    if (!client && effect.type !== 'startTimer' && effect.type !== 'cancelTimer') return;
    switch (effect.type) {
      case 'startTimer':
        return setTimer(effect.id, effect.ms, () => dispatch({ type: 'timer', id: effect.id, now: now() }));
      case 'cancelTimer':
        return clearTimer(effect.id);
      case 'loadSettings':
        return loadSettings(client as ApiClient);
      case 'requestNext':
        return requestNext(client as ApiClient, effect);
      case 'loadContact':
        return loadContact(client as ApiClient, effect);
      case 'dial':
        return dial(effect.target);
      case 'saveResult':
        return saveResult(client as ApiClient, effect);
      case 'skip':
        try {
          await (client as ApiClient).call('listPlaySkip', { params: { listId: effect.listId, contactId: effect.contactId } });
        } catch (error) {
          if (statusOf(error) === 423) dispatch({ type: 'requestFailed', status: 423, message: messageOf(error), now: now() });
          else logger.warn('power dialer skip failed', messageOf(error));
        }
        return;
      case 'finish':
        await (client as ApiClient)
          .call('listPlayFinish', { body: effect.listId ? { listId: effect.listId } : {} })
          .catch((error: unknown) => logger.warn('power dialer finish failed', messageOf(error)));
        return;
      case 'reloadList':
        // The panel sees notice LIST_PAUSED and reloads the list; nothing to do here.
        return;
    }
  }

  async function loadSettings(client: ApiClient) {
    const listId = state.start?.listId ?? null;
    if (!state.start) return;
    try {
      // Without a list the wait time is the user's own setting (the list's play status carries the same value).
      const wrapUp =
        listId !== null
          ? client.call('listPlayStatus', { params: { listId } }).then((s) => s.wrapUpSeconds)
          : client.call('powerDialerSettings', {}).then((s) => {
              callingHoursGuard = s.callingHoursGuard;
              return s.powerDialerTime;
            });
      const [wrapUpSeconds, telephony] = await Promise.all([wrapUp, client.call('telephonySettings', {})]);
      dialingPlanCountry = telephony.dialingPlanCountry;
      dispatch({ type: 'settingsLoaded', wrapUpSeconds, mandatory: telephony.acl.mandatoryCallResult, now: now() });
    } catch (error) {
      dispatch({ type: 'requestFailed', status: statusOf(error), message: messageOf(error), now: now() });
    }
  }

  async function requestNext(client: ApiClient, effect: Extract<PowerDialerEffect, { type: 'requestNext' }>) {
    try {
      const reply = await client.call('listPlayNext', {
        params: { listId: effect.listId },
        query: {
          ...(effect.contactId ? { contactId: effect.contactId } : {}),
          ...(effect.playbookStepId ? { playbookStepId: effect.playbookStepId, playbookStepAction: 'call' as const } : {}),
          previous: effect.previous,
        },
      });
      const stopReason = reply.action ? null : stopReasonText(reply.idle);
      dispatch({
        type: 'contactLoaded',
        target: reply.action ? targetFromAction(reply.action) : null,
        skipped: reply.skipped.map((s) => ({ contactId: s.contactId, status: s.status })),
        ...(stopReason ? { stopReason } : {}),
        now: now(),
      });
    } catch (error) {
      const status = statusOf(error);
      // One of the selected contacts cannot be played (reserved by another rep, gone): go on with the others.
      const selected = (state.start?.contactIds?.length ?? 0) > 0;
      if (selected && effect.contactId && status !== 423 && status >= 400 && status < 500) {
        dispatch({ type: 'contactLoaded', target: null, skipped: [], now: now() });
        return;
      }
      dispatch({ type: 'requestFailed', status, message: messageOf(error), now: now() });
    }
  }

  /** "Dial selected": the contact itself (its primary phone); an opted-out or vanished contact is passed by. */
  async function loadContact(client: ApiClient, effect: Extract<PowerDialerEffect, { type: 'loadContact' }>) {
    try {
      const { contact } = await client.call('getContact', { params: { contactId: effect.contactId } });
      if (contact.isCallOptOut) {
        dispatch({ type: 'contactLoaded', target: null, skipped: [{ contactId: contact.id, status: 'not contacted dnc skipped' }], now: now() });
        return;
      }
      const target = targetFromContact(contact, effect.taskId, dialingPlanCountry);
      // The same 8 am - 9 pm rule as play/next, on the engine's clock: such a contact is passed by, saying why.
      const outside = outsideCallingHours({ name: target.contactName, timezone: contact.timezone }, target.number, new Date(now()), callingHoursGuard);
      if (outside) {
        dispatch({
          type: 'contactLoaded',
          target: null,
          skipped: [{ contactId: contact.id, status: SCHEDULE_SKIPPED_STATUS }],
          notice: { code: 'OUTSIDE_CALLING_HOURS', text: outside.text },
          now: now(),
        });
        return;
      }
      dispatch({ type: 'contactLoaded', target, skipped: [], now: now() });
    } catch (error) {
      const status = statusOf(error);
      // Deleted or another's contact: go on with the others; anything else (network, 5xx) ends the run.
      if (status >= 400 && status < 500) dispatch({ type: 'contactLoaded', target: null, skipped: [], now: now() });
      else dispatch({ type: 'requestFailed', status, message: messageOf(error), now: now() });
    }
  }

  async function dial(target: NonNullable<PowerDialerState['target']>) {
    const current = phone.state();
    before = new Set([...current.calls, ...current.ended].map((c) => c.id));
    if (!target.number) return void dispatch({ type: 'dialFailed', reason: 'no phone number', now: now() });
    const reply = await phone.execute({ command: 'dial', number: target.number, contactId: target.contactId, context: callContextFor(target) });
    if (!reply.ok) return void dispatch({ type: 'dialFailed', reason: reply.reason ?? 'Call Failed', now: now() });
    // The phone may have refused the number or the call (limits, emergency number): no call of ours appeared.
    watch(phone.state());
    if (state.call?.phase === 'placing' && state.call.phoneCallId === null) {
      dispatch({ type: 'dialFailed', reason: phone.state().notice?.text ?? 'Call Failed', now: now() });
    }
  }

  async function saveResult(client: ApiClient, effect: Extract<PowerDialerEffect, { type: 'saveResult' }>) {
    const call = phoneCall(effect.phoneCallId);
    const callId = call?.callId ?? null;
    // The call is in the activity log (written as it ended, with its context); the save makes sure of it
    // before the list result links to it, and puts the rep's chosen result on it.
    const typed = { subject: effect.subject, description: effect.description };
    const save =
      call && callId
        ? client.call('saveCallInfo', { body: { ...callInfoFor(call), ...typed, result: effect.editCall ? effect.result : defaultCallResult(call), taskId: effect.taskId } })
        : Promise.resolve(null);
    const listId = effect.listId;
    // Without a list ("Dial selected") only the call is saved, with its task: there is no play result.
    const patch = () =>
      listId === null
        ? Promise.resolve(null)
        : client.call('listPlayResult', {
            params: { listId, contactId: effect.contactId },
            body: { listId, contactId: effect.contactId, playbookId: effect.playbookId, result: effect.result, ...(callId ? { callId } : {}) },
          });
    try {
      if (effect.editCall) {
        // A chosen result comes seconds after the call was logged: both writes at once (the next INVITE waits
        // for them); a call not logged yet (404) is linked once the save is in.
        const linked = patch().catch(async (error: unknown) => {
          if (statusOf(error) !== 404) throw error;
          await save;
          return patch();
        });
        await Promise.all([save, linked]);
      } else {
        await save;
        await patch();
      }
    } catch (error) {
      logger.warn('Error saving call result', messageOf(error));
      if (statusOf(error) === 423) dispatch({ type: 'requestFailed', status: 423, message: messageOf(error), now: now() });
      else {
        dispatch({ type: 'saveFailed', now: now() });
        // The contact is still held, and play/next would hand it out again: send it to the back of the list.
        if (listId !== null) await client.call('listPlaySkip', { params: { listId, contactId: effect.contactId } }).catch(() => undefined);
      }
    }
    // The dialer owns this call's result: the phone's own result panel need not ask again.
    if (call && !phone.state().calls.some((c) => c.id === call.id)) {
      dismissed.add(call.id);
      // Not awaited: the next contact need not wait for the phone's own panel to close.
      void phone.execute({ command: 'dismissEnded', callId: call.id }).catch(() => undefined);
    }
  }

  function reset() {
    generation += 1;
    for (const id of [...timers.keys()]) clearTimer(id);
    state = initialPowerDialerState();
    deps.broadcast(state);
  }

  return {
    /** A new sign-in (or sign-out) ends any run of the previous one. */
    connect(client: ApiClient | null) {
      const running = isPowerDialerRunning(state);
      const listId = state.start?.listId ?? null;
      // A run without a list ("Dial selected") holds nothing.
      if (running && api && listId !== null) void api.call('listPlayFinish', { body: { listId } }).catch(() => undefined);
      api = client;
      reset();
    },
    state: () => state,
    async command(command: PowerDialerCommand): Promise<PowerDialerReply> {
      if (!api) return { ok: false, code: 'SIGNED_OUT', reason: 'Registration required' };
      const at = now();
      let step: PowerDialerStep;
      switch (command.command) {
        case 'start':
          step = dispatch({ type: 'start', start: command.start, phoneBusy: phone.state().calls.length > 0, now: at });
          break;
        case 'startContacts': {
          const start = { listId: null, contactIds: command.contacts.map((c) => c.contactId), taskIds: command.contacts.map((c) => c.taskId ?? null) };
          step = dispatch({ type: 'start', start, phoneBusy: phone.state().calls.length > 0, now: at });
          break;
        }
        case 'chooseResult':
          step = dispatch({ type: 'chooseResult', result: command.result, subject: command.subject, description: command.description, now: at });
          break;
        case 'resultDraft':
          step = dispatch({ type: 'resultDraft', subject: command.subject, description: command.description, now: at });
          break;
        default:
          step = dispatch({ type: command.command, now: at });
      }
      return step.refused ? { ok: false, code: step.refused.code, reason: step.refused.reason } : { ok: true };
    },
  };
}

export type PowerDialerEngine = ReturnType<typeof createPowerDialerEngine>;
