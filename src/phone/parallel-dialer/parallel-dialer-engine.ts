import { messageOf, statusOf } from '../../contract/api-call-error';
import type { ApiClient } from '../../contract/api';
import type { CallContext } from '../../contract/entities/telephony';
import { defaultCallResult } from '../../domain/phone/default-call-result';
import { AMD_DEFAULTS, amdStart, amdStep, type AmdParameters, type AmdState } from '../../domain/parallel-dialer/answering-machine';
import { greetingSpan } from '../../domain/parallel-dialer/greeting-replay';
import { messageCueStart, messageCueStep, type MessageCue } from '../../domain/parallel-dialer/message-cue';
import { parallelDialerReducer, sessionFinished, type ParallelDialerEffect, type ParallelDialerEvent } from '../../domain/parallel-dialer/parallel-dialer-reducer';
import { initialParallelDialerState, LINE_TICK_MS, type LineContact, type ParallelDialerState } from '../../domain/parallel-dialer/parallel-dialer-state';
import type { PowerDialerTarget } from '../../domain/power-dialer/power-dialer-state';
import type { AdoptedCall } from '../phone-controller';
import type { PhoneClock, PhoneLogger } from '../phone-clock';
import type { PhoneAccess } from '../power-dialer/power-dialer-engine';
import { callContextFor, targetFromAction } from '../power-dialer/target-from-action';
import { callInfoFor } from '../auto-save-call';
import type { PhoneCallView } from '../phone-state';
import { idleParallelDialerView, MAX_DETECTIONS_KEPT, type ParallelDialerCommand, type ParallelDialerReply, type ParallelDialerStart, type ParallelDialerView } from './parallel-dialer-wire';

/** What the line calls' transport tells the engine (progress, answer, end with the SIP status of a failure). */
export interface LineEvents {
  progress(id: string): void;
  accepted(id: string): void;
  ended(id: string, status: number | null): void;
}

/** 20 ms of a line's far side: its level (mean absolute amplitude, 16-bit scale) and its samples. */
export interface LineFrame {
  level: number;
  samples: Float32Array;
  sampleRate: number;
}

/**
 * The phone's side of the lines: calls placed beside the rep's, silent until one is handed over.
 * `listen` hears a line's far side frame by frame; `handToRep` hands the call over with the
 * person's greeting, which the rep hears first (they said it before the rep was there).
 */
export interface ParallelLines {
  /** `callerId`: the number the line presents (the session's caller number, spec 3 caller id). */
  dial(id: string, target: string, contactId: number, callerId?: string | null): Promise<string>;
  hangup(id: string): Promise<void>;
  listen(id: string, onFrame: (frame: LineFrame) => void): Promise<() => void>;
  handToRep(call: AdoptedCall, greeting: LineFrame[]): void;
}

/** At most this much of a line's answer is kept for the replay (the detector decides within 5 s). */
const KEPT_FRAMES = 300;

/** After a message has played, this long before hanging up (the relay's last packets reach the far side). */
const MESSAGE_TAIL_MS = 300;
/** A message the server could not start playing is asked for once more after this long. */
const PLAY_RETRY_MS = 500;
const SOURCE = 'ParallelDialer';

/** One line call as the engine follows it. */
interface LineCall {
  id: string;
  lineNumber: number;
  contact: LineContact;
  sipCallId: string | null;
  startedAt: number;
  answeredAt: number | null;
  amd: AmdState;
  /** A machine's line: the voice message waits for the end of its greeting and beep. */
  cue: MessageCue | null;
  pendingPlay: (() => void) | null;
  stopListening: (() => void) | null;
  /** What the line heard since its answer (for the greeting's replay). */
  frames: LineFrame[];
  /** Handed to the rep: the phone engine owns it now. */
  withRep: boolean;
}

const causeOf = (status: number | null): 'remoteHangup' | 'busy' | 'noAnswer' | 'failed' =>
  status === null ? 'remoteHangup' : status === 486 || status === 600 ? 'busy' : status === 480 || status === 408 || status === 487 ? 'noAnswer' : 'failed';

/**
 * The parallel dialer engine in the offscreen document: holds the line reducer's state, performs
 * its effects (the server's session and contacts, line calls, detection, messages, results) and
 * feeds their outcomes back as events with the time they happened. A person connected to the rep
 * becomes the phone's call (one phone engine); queued people are called back through the phone.
 */
export function createParallelDialerEngine(deps: { phone: PhoneAccess; lines: () => ParallelLines | null; clock: PhoneClock; logger: PhoneLogger; broadcast(view: ParallelDialerView): void }) {
  const { phone, clock, logger } = deps;
  let api: ApiClient | null = null;
  let state: ParallelDialerState | null = null;
  let view: ParallelDialerView = idleParallelDialerView();
  let start: ParallelDialerStart | null = null;
  let generation = 0;
  let tickHandle: unknown = null;
  let seq = 0;
  const calls = new Map<string, LineCall>();
  const targets = new Map<number, PowerDialerTarget>();
  const answered = new Map<number, { abandoned: boolean }>();
  const lastResults = new Map<number, string>();
  /** The queued contact's call through the phone: its contact, and the phone's id once it appeared. */
  let single: { contact: LineContact; before: Set<string>; phoneId: string | null } | null = null;
  let incoming = false;
  /** The tenant's detector parameters, read as the session starts. */
  let amdParameters: AmdParameters = AMD_DEFAULTS;
  const now = () => clock.now();

  const lineCallOf = (lineNumber: number) => [...calls.values()].find((c) => c.lineNumber === lineNumber && !c.withRep) ?? [...calls.values()].find((c) => c.lineNumber === lineNumber);
  const viewContact = (c: LineContact | null) => (c ? { contactId: c.contactId, name: c.name, phone: c.phone } : null);

  function publish(patch: Partial<ParallelDialerView> = {}) {
    const s = state;
    view = {
      ...view,
      ...patch,
      ...(s
        ? {
            paused: s.paused,
            incomingCall: s.incomingCall,
            lines: s.lines.map((l) => ({ lineNumber: l.lineNumber, status: l.status, since: l.since, contact: viewContact(l.contact), lastResult: lastResults.get(l.lineNumber) ?? null })),
            queue: s.queue.map((c) => viewContact(c)!),
            singleCall: viewContact(s.singleCall),
            allowedLines: s.allowedLines,
            tally: s.tally,
          }
        : {}),
    };
    deps.broadcast(view);
  }

  function dispatch(event: ParallelDialerEvent) {
    if (!state) return;
    const step = parallelDialerReducer(state, event);
    state = step.state;
    const mine = generation;
    for (const effect of step.effects) void perform(effect, mine).catch((error: unknown) => logger.warn(`parallel dialer ${effect.type} failed`, messageOf(error)));
    finishWhenDone();
    publish();
  }

  function tick() {
    tickHandle = clock.setTimeout(() => {
      // Ended sessions tick on until their last lines have settled (finishWhenDone stops it).
      if (!state || view.phase !== 'running') return;
      dispatch({ type: 'tick', at: now() });
      tick();
    }, LINE_TICK_MS);
  }

  /** No contact left and nothing going on: the session ends by itself; once everything has settled it is over. */
  function finishWhenDone() {
    const s = state;
    if (!s) return;
    const idle = s.lines.every((l) => l.status === 'enabled' && !l.awaitingContact) && s.queue.length === 0 && s.singleCall === null;
    if (s.status === 'running' && s.noMoreContacts && idle) {
      dispatch({ type: 'end', at: now() });
      return;
    }
    if (view.phase === 'running' && sessionFinished(s)) {
      if (tickHandle !== null) clock.clearTimeout(tickHandle);
      tickHandle = null;
      const listId = view.session?.listId;
      if (api && listId) void api.call('listPlayFinish', { body: { listId } }).catch(() => undefined);
      view = { ...view, phase: 'ended' };
    }
  }

  function contextOf(contact: LineContact): CallContext {
    const target = targets.get(contact.contactId);
    const flags = answered.get(contact.contactId);
    return { ...(target ? callContextFor(target) : { listId: contact.listId }), source: SOURCE, ...(flags ? { personAnswered: true, abandoned: flags.abandoned } : {}) };
  }

  async function perform(effect: ParallelDialerEffect, mine: number): Promise<void> {
    const client = api;
    if (!client || mine !== generation) return;
    switch (effect.type) {
      case 'requestContact':
        return requestContact(client, effect.lineNumber, mine);
      case 'dial':
        return dialLine(effect.lineNumber, effect.contact);
      case 'connectRep': {
        const call = lineCallOf(effect.lineNumber);
        const lines = deps.lines();
        if (!call || !lines) return;
        call.withRep = true;
        call.stopListening?.();
        call.stopListening = null;
        // The greeting the rep missed: from just before its first sound to just after its last.
        const span = greetingSpan(
          call.frames.map((f) => f.level),
          amdParameters.silenceThreshold,
        );
        const greeting = span ? call.frames.slice(span.start, span.end) : [];
        call.frames = [];
        lines.handToRep(
          {
            id: call.id,
            callId: call.sipCallId,
            number: call.contact.phone,
            displayName: call.contact.name,
            contactId: call.contact.contactId,
            startedAt: call.startedAt,
            context: contextOf(call.contact),
          },
          greeting,
        );
        return;
      }
      case 'play':
        return playInto(client, effect.lineNumber, effect.messageId, effect.kind, mine);
      case 'hangup': {
        const call = lineCallOf(effect.lineNumber);
        if (call)
          await deps
            .lines()
            ?.hangup(call.id)
            .catch(() => undefined);
        return;
      }
      case 'saveResult':
        return saveLineResult(client, effect.contact, effect.result, effect.callId);
      case 'dialSingle':
        return dialSingle(effect.contact);
      case 'sessionStatus': {
        const id = view.session?.id;
        if (id) await client.call('updateParallelSessionStatus', { params: { id, status: effect.status } }).catch((error: unknown) => logger.warn('parallel session status', messageOf(error)));
        return;
      }
      case 'personAnswered':
        answered.set(effect.contact.contactId, { abandoned: effect.abandoned });
        return;
    }
  }

  async function requestContact(client: ApiClient, lineNumber: number, mine: number): Promise<void> {
    const session = view.session;
    if (!session) return;
    try {
      const reply = await client.call('parallelSessionNext', { params: { id: session.id } });
      if (mine !== generation) return;
      const target = reply.action ? targetFromAction(reply.action) : null;
      if (target && !target.number) {
        // Spec 2: a contact without a phone is marked not played, and the line asks again.
        await client
          .call('listPlayResult', {
            params: { listId: session.listId, contactId: target.contactId },
            body: { listId: session.listId, contactId: target.contactId, playbookId: target.playbookId, result: 'not played' },
          })
          .catch(() => undefined);
        return requestContact(client, lineNumber, mine);
      }
      if (target) targets.set(target.contactId, target);
      if (state?.status !== 'running' && target) {
        // Ended meanwhile: the finish releases it.
        return;
      }
      dispatch({ type: 'contactAssigned', at: now(), lineNumber, contact: target ? { listId: session.listId, contactId: target.contactId, phone: target.number!, name: target.contactName } : null });
    } catch (error) {
      logger.warn('parallel dialer next contact', messageOf(error));
      if (statusOf(error) === 423 || statusOf(error) === 409) {
        publish({ error: messageOf(error) });
        dispatch({ type: 'end', at: now() });
      } else dispatch({ type: 'contactAssigned', at: now(), lineNumber, contact: null });
    }
  }

  async function dialLine(lineNumber: number, contact: LineContact): Promise<void> {
    const lines = deps.lines();
    const id = `line-${view.session?.id ?? 0}-${lineNumber}-${++seq}`;
    const call: LineCall = {
      id,
      lineNumber,
      contact,
      sipCallId: null,
      startedAt: now(),
      answeredAt: null,
      amd: amdStart(),
      cue: null,
      pendingPlay: null,
      stopListening: null,
      frames: [],
      withRep: false,
    };
    // The previous call of this line is over: only the new one is followed.
    for (const [otherId, other] of calls) if (other.lineNumber === lineNumber && !other.withRep) calls.delete(otherId);
    calls.set(id, call);
    publish({ dialed: view.dialed + 1 });
    if (!lines) {
      dispatch({ type: 'callEnded', at: now(), lineNumber, cause: 'failed' });
      return;
    }
    try {
      call.sipCallId = await lines.dial(id, contact.phone, contact.contactId, callerNumber);
      dispatch({ type: 'dialed', at: now(), lineNumber, callId: call.sipCallId });
    } catch (error) {
      logger.warn('parallel line dial failed', messageOf(error));
      if (calls.get(id) === call) {
        calls.delete(id);
        dispatch({ type: 'callEnded', at: now(), lineNumber, cause: 'failed' });
      }
    }
  }

  /** The line's far side, frame by frame: the detector until it decides, then (a machine) the wait for its beep to end. */
  function hear(call: LineCall, frame: LineFrame) {
    if (!calls.has(call.id) || call.withRep) return;
    const level = frame.level;
    if (!call.amd.decision) {
      if (call.frames.length < KEPT_FRAMES) call.frames.push(frame);
      call.amd = amdStep(call.amd, level, amdParameters);
      const decision = call.amd.decision;
      if (decision) {
        const answeredAt = call.answeredAt ?? now();
        const detection = { contactId: call.contact.contactId, verdict: decision.verdict, cause: decision.cause, atMs: decision.atMs, greetingEndMs: decision.greetingEndMs };
        view = { ...view, detections: [...view.detections, detection].slice(-MAX_DETECTIONS_KEPT) };
        if (decision.verdict === 'machine') call.cue = messageCueStart();
        else {
          call.stopListening?.();
          call.stopListening = null;
        }
        dispatch({
          type: 'detected',
          at: now(),
          lineNumber: call.lineNumber,
          verdict: decision.verdict,
          greetingEndedAt: decision.greetingEndMs === null ? null : answeredAt + decision.greetingEndMs,
        });
      }
      return;
    }
    if (call.cue && !call.cue.ready) {
      call.cue = messageCueStep(call.cue, level, amdParameters.silenceThreshold);
      if (call.cue.ready && call.pendingPlay) {
        const play = call.pendingPlay;
        call.pendingPlay = null;
        play();
      }
    }
  }

  async function playInto(client: ApiClient, lineNumber: number, messageId: number, kind: 'callbackNotice' | 'voiceMessage', mine: number): Promise<void> {
    const call = lineCallOf(lineNumber);
    if (!call?.sipCallId) return;
    const play = async () => {
      call.stopListening?.();
      call.stopListening = null;
      let playedMs: number | null = null;
      const ask = () => client.call('saveVoiceMessage', { params: { callId: call.sipCallId! }, body: { mediaId: messageId } });
      try {
        ({ playedMs } = await ask().catch(async (error: unknown) => {
          // Once more after a moment (a busy relay, a slow first answer): a person hung up on without their notice is worse than a late one.
          if (!calls.has(call.id) || statusOf(error) === 404 || statusOf(error) === 403) throw error;
          await new Promise<void>((resolve) => clock.setTimeout(resolve, PLAY_RETRY_MS));
          return ask();
        }));
      } catch (error) {
        logger.warn(`parallel dialer ${kind} did not play`, messageOf(error));
      }
      clock.setTimeout(
        () => {
          if (mine === generation) dispatch({ type: 'messageEnded', at: now(), lineNumber });
        },
        (playedMs ?? 0) + MESSAGE_TAIL_MS,
      );
    };
    // A callback notice plays at once (the 2-second rule); a voice message after the machine's beep.
    if (kind === 'voiceMessage' && call.cue && !call.cue.ready) call.pendingPlay = () => void play();
    else await play();
  }

  async function saveLineResult(client: ApiClient, contact: LineContact, result: string, sipCallId: string | null): Promise<void> {
    const call = [...calls.values()].find((c) => c.contact.contactId === contact.contactId && (sipCallId === null || c.sipCallId === sipCallId));
    const callId = sipCallId ?? call?.id ?? `parallel-${contact.contactId}-${now()}`;
    const answeredAt = call?.answeredAt ?? null;
    if (call) lastResults.set(call.lineNumber, result);
    await client
      .call('saveCallInfo', {
        body: {
          callId,
          contactId: contact.contactId,
          subject: '',
          description: '',
          result,
          type: 'call',
          direction: 'out',
          phoneNumber: contact.phone.slice(0, 40),
          durationSeconds: answeredAt === null ? 0 : Math.max(0, Math.round((now() - answeredAt) / 1000)),
          startedAt: new Date(call?.startedAt ?? now()).toISOString(),
          context: contextOf(contact),
        },
      })
      .catch((error: unknown) => logger.warn('parallel dialer call save', messageOf(error)));
    await writeListResult(client, contact, result, callId);
    // A person answered: the list's rate moved, and with it the lines the next round may dial.
    if (answered.has(contact.contactId)) await guardAgain(client);
  }

  const guardAgain = (client: ApiClient) => (view.session && start ? refreshGuard(client, view.session.listId, start.lines) : Promise.resolve());

  async function writeListResult(client: ApiClient, contact: LineContact, result: string, callId: string | null) {
    const target = targets.get(contact.contactId);
    await client
      .call('listPlayResult', {
        params: { listId: contact.listId, contactId: contact.contactId },
        body: { listId: contact.listId, contactId: contact.contactId, playbookId: target?.playbookId ?? null, result, ...(callId ? { callId } : {}) },
      })
      .catch((error: unknown) => logger.warn('parallel dialer list result', messageOf(error)));
  }

  /**
   * A call of the phone (the rep's with a line, or a queued person's) ended: the list takes its
   * result. The phone logs the call as it ends; saving it here first makes sure the list result can
   * link to it (the same callId edits that one entry, never a second one).
   */
  async function linkPhoneCall(client: ApiClient, contact: LineContact, ended: PhoneCallView) {
    await client.call('saveCallInfo', { body: { ...callInfoFor(ended), automatic: true } }).catch((error: unknown) => logger.warn('parallel dialer call save', messageOf(error)));
    await writeListResult(client, contact, defaultCallResult(ended), ended.callId ?? ended.id);
  }

  async function dialSingle(contact: LineContact): Promise<void> {
    const current = phone.state();
    single = { contact, before: new Set([...current.calls, ...current.ended].map((c) => c.id)), phoneId: null };
    const reply = await phone.execute({ command: 'dial', number: contact.phone, contactId: contact.contactId, context: { ...contextOf(contact), personAnswered: undefined, abandoned: undefined } });
    watchPhone();
    if (!reply.ok || (single && single.phoneId === null && !phone.state().calls.some((c) => !single!.before.has(c.id)))) {
      single = null;
      dispatch({ type: 'singleCallEnded', at: now() });
    }
  }

  /** Follows the phone: the rep's call with a line (ended), the queued contact's call, incoming calls. */
  function watchPhone() {
    const phoneState = phone.state();
    if (!state) return;
    for (const call of calls.values()) {
      if (!call.withRep) continue;
      const live = phoneState.calls.some((c) => c.id === call.id);
      const ended = phoneState.ended.find((c) => c.id === call.id);
      if (!live && ended) {
        calls.delete(call.id);
        lastResults.set(call.lineNumber, defaultCallResult(ended));
        const client = api;
        if (client) void linkPhoneCall(client, call.contact, ended).then(() => guardAgain(client));
        dispatch({ type: 'callEnded', at: now(), lineNumber: call.lineNumber, cause: 'remoteHangup' });
      }
    }
    if (single) {
      const mine = single;
      if (!mine.phoneId) {
        const found = [...phoneState.calls, ...phoneState.ended].find((c) => c.direction === 'outgoing' && !mine.before.has(c.id) && c.contactId === mine.contact.contactId);
        if (found) mine.phoneId = found.id;
      }
      const ended = mine.phoneId ? phoneState.ended.find((c) => c.id === mine.phoneId) : undefined;
      if (ended && !phoneState.calls.some((c) => c.id === mine.phoneId)) {
        single = null;
        if (api) void linkPhoneCall(api, mine.contact, ended);
        dispatch({ type: 'singleCallEnded', at: now() });
      }
    }
    const ringingIn = phoneState.calls.some((c) => c.direction === 'incoming');
    if (ringingIn !== incoming) {
      incoming = ringingIn;
      dispatch({ type: ringingIn ? 'incomingCall' : 'incomingCallEnded', at: now() });
    }
  }
  phone.subscribe(() => watchPhone());

  const lineEvents: LineEvents = {
    progress(id) {
      const call = calls.get(id);
      if (call && !call.withRep) dispatch({ type: 'progress', at: now(), lineNumber: call.lineNumber });
    },
    accepted(id) {
      const call = calls.get(id);
      const lines = deps.lines();
      if (!call || call.withRep || !lines) return;
      call.answeredAt = now();
      dispatch({ type: 'accepted', at: call.answeredAt, lineNumber: call.lineNumber });
      void lines
        .listen(id, (frame) => hear(call, frame))
        .then(
          (stop) => {
            if (calls.get(id) === call && !call.withRep && (!call.amd.decision || call.cue)) call.stopListening = stop;
            else stop();
          },
          (error: unknown) => logger.warn('answering-machine detection could not listen', messageOf(error)),
        );
    },
    ended(id, status) {
      const call = calls.get(id);
      if (!call || call.withRep) return;
      call.stopListening?.();
      call.stopListening = null;
      dispatch({ type: 'callEnded', at: now(), lineNumber: call.lineNumber, cause: causeOf(status) });
    },
  };

  async function refreshGuard(client: ApiClient, listId: number, requested: number) {
    try {
      const figures = await client.call('listAbandonment', { params: { listId }, query: { requested } });
      publish({ abandonment: { personAnswers: figures.personAnswers, abandoned: figures.abandoned, ratePercent: figures.ratePercent, limitPercent: figures.limitPercent } });
      dispatch({ type: 'allowedLines', at: now(), lines: figures.pacedLines });
    } catch (error) {
      logger.warn('parallel dialer guard', messageOf(error));
    }
  }

  /** The number the session's lines present (its caller number). */
  let callerNumber: string | null = null;

  async function begin(client: ApiClient, begun: ParallelDialerStart): Promise<ParallelDialerReply> {
    if (view.phase === 'starting' || view.phase === 'running') return { ok: false, reason: 'There is an active parallel dialer session in progress.' };
    if (!deps.lines()) return { ok: false, reason: 'The parallel dialer needs the softphone (WebRTC) connection' };
    const mine = ++generation;
    view = { ...idleParallelDialerView(), phase: 'starting' };
    publish();
    try {
      const [{ session }, { list }, settings] = await Promise.all([
        client.call('createParallelSession', {
          body: {
            callListsId: begun.listId,
            playbookStepId: begun.playbookStepId ?? null,
            callerNumber: begun.callerNumber,
            voiceMessageId: begun.voiceMessageId,
            callbackNoticeId: begun.callbackNoticeId,
            assignedLines: begun.lines,
            callResultForVoiceMessage: begun.resultForVoiceMessage,
            callResultForCallbackNotice: begun.resultForCallbackNotice,
            staggeredDialLength: 500,
          },
        }),
        client.call('getList', { params: { listId: begun.listId } }),
        client.call('parallelDialerSettings', {}),
      ]);
      amdParameters = settings.tenant.answeringMachineDetection;
      if (mine !== generation) return { ok: false, reason: 'Signed out' };
      start = begun;
      calls.clear();
      targets.clear();
      answered.clear();
      lastResults.clear();
      single = null;
      state = initialParallelDialerState({
        voiceMessageId: session.voiceMessageId,
        callbackNoticeId: session.callbackNoticeId,
        resultForVoiceMessage: session.callResultForVoiceMessage ?? begun.resultForVoiceMessage,
        resultForCallbackNotice: session.callResultForCallbackNotice ?? begun.resultForCallbackNotice,
        staggeredDialMs: session.staggeredDialLength,
      });
      callerNumber = session.callerNumber;
      view = { ...view, phase: 'running', session: { id: session.id, listId: session.listId, listName: list.name, assignedLines: session.assignedLines } };
      // The guard first: the first round dials no more lines than the list's abandonment rate allows.
      const figures = await client.call('listAbandonment', { params: { listId: begun.listId }, query: { requested: begun.lines } }).catch(() => null);
      if (figures) view = { ...view, abandonment: { personAnswers: figures.personAnswers, abandoned: figures.abandoned, ratePercent: figures.ratePercent, limitPercent: figures.limitPercent } };
      // Without the guard's figures, one line: one line abandons nobody.
      dispatch({ type: 'start', at: now(), lines: begun.lines, allowedLines: figures?.pacedLines ?? 1 });
      incoming = false;
      watchPhone();
      tick();
      return { ok: true };
    } catch (error) {
      view = { ...idleParallelDialerView(), error: messageOf(error) };
      publish();
      return { ok: false, reason: messageOf(error) };
    }
  }

  async function endOrphanSession(client: ApiClient) {
    const { session } = await client.call('activeParallelSession', {}).catch(() => ({ session: null }));
    if (!session || api !== client || view.phase !== 'idle') return;
    logger.info('ending a parallel dialer session left open', { id: session.id });
    await client.call('updateParallelSessionStatus', { params: { id: session.id, status: 'ended' } }).catch(() => undefined);
    await client.call('listPlayFinish', { body: { listId: session.listId } }).catch(() => undefined);
  }

  function reset() {
    generation += 1;
    if (tickHandle !== null) clock.clearTimeout(tickHandle);
    tickHandle = null;
    for (const call of calls.values()) call.stopListening?.();
    calls.clear();
    state = null;
    start = null;
    single = null;
    view = idleParallelDialerView();
    deps.broadcast(view);
  }

  return {
    lineEvents,
    /** A new sign-in (or sign-out) ends the session of the previous one. */
    connect(client: ApiClient | null) {
      const session = view.session;
      if (api && session && view.phase === 'running') {
        void api.call('updateParallelSessionStatus', { params: { id: session.id, status: 'ended' } }).catch(() => undefined);
        void api.call('listPlayFinish', { body: { listId: session.listId } }).catch(() => undefined);
      }
      api = client;
      reset();
      // A session left open by a closed browser or a crashed offscreen document runs nowhere now: end it and release its holds, so the rep can start again.
      if (client) void endOrphanSession(client);
    },
    state: () => view,
    async command(command: ParallelDialerCommand): Promise<ParallelDialerReply> {
      const client = api;
      if (!client) return { ok: false, reason: 'Registration required' };
      switch (command.command) {
        case 'start':
          return begin(client, command.start);
        case 'pause':
        case 'resume':
        case 'end':
          if (!state || view.phase !== 'running') return { ok: false, reason: 'No parallel dialer session is running' };
          dispatch({ type: command.command, at: now() });
          if (command.command === 'resume') void guardAgain(client);
          return { ok: true };
        case 'dismiss':
          if (view.phase === 'running' || view.phase === 'starting') return { ok: false, reason: 'The session is still running' };
          reset();
          return { ok: true };
      }
    },
  };
}

export type ParallelDialerEngine = ReturnType<typeof createParallelDialerEngine>;
