import { createApiClient } from '../client/api-client';
import { openNamespace, QUICK_RECONNECTION } from '../client/namespace-socket';
import { callLimitsFrom } from '../domain/phone/call-limits';
import type { ExtensionMessage } from '../extension/messages';
import type { Connection } from '../contract/connection';
import { autoSaveEndedCalls } from '../phone/auto-save-call';
import type { CallTransport } from '../phone/call-transport';
import { consoleLogger, systemClock } from '../phone/phone-clock';
import { createPhoneController, type PhoneEngine } from '../phone/phone-controller';
import type { PhoneCommand } from '../phone/phone-command';
import { signedOutPhoneState, type PhoneState } from '../phone/phone-state';
import { PHONE_SERVER_RETRY_MS, phoneServerDownMessage } from '../domain/phone/phone-server';
import { createPstnTransport } from '../phone/pstn/pstn-transport';
import { createRingtone } from '../phone/ringtone';
import { createSoftTransport } from '../phone/soft/soft-transport';
import { DEFAULT_AUDIO_DEVICES, deviceInUse, type AudioDeviceChoice } from '../domain/phone/audio-devices';
import { routeLineCalls } from '../phone/line-router';
import type { LineEvents, ParallelLines } from '../phone/parallel-dialer/parallel-dialer-engine';
import { listenToLine, replayGreeting } from './line-levels';

type Broadcast = (message: Extract<ExtensionMessage, { target: 'ui' }>) => void;

type SinkElement = HTMLAudioElement & { setSinkId?(id: string): Promise<void> };
/** The speaker calls play on; null: the system default. */
let speakerId: string | null = null;
const playOn = (audio: SinkElement) => void audio.setSinkId?.(speakerId ?? '').catch(() => undefined);

/** Plays each call's far side through its own audio element (needed for Web Audio mixing too), on the chosen speaker. */
function playRemote(id: string, stream: MediaStream) {
  const audio: SinkElement = document.createElement('audio');
  audio.autoplay = true;
  audio.dataset.callId = id;
  audio.srcObject = stream;
  if (speakerId) playOn(audio);
  document.body.append(audio);
  void audio.play().catch(() => undefined);
  return () => {
    audio.srcObject = null;
    audio.remove();
  };
}

/**
 * The phone in the offscreen document: one engine per signed-in connection, built from the
 * session (SIP credentials), the telephony settings and the SIP server's address, its state
 * broadcast to every UI context. It survives the service worker's sleep and the side panel closing.
 */
export function createOffscreenPhone(broadcast: Broadcast) {
  let engine: PhoneEngine | null = null;
  let transportInUse: CallTransport | null = null;
  /** Diagnostics setting (phone.microphone): kept across sign-ins, applied to every new transport. */
  let echoCancellation = true;
  /** This browser's audio devices (chrome.storage.local, handed over by the background). */
  let devices: AudioDeviceChoice = DEFAULT_AUDIO_DEVICES;
  let current: Connection | null = null;
  let generation = 0;
  let state = signedOutPhoneState();
  const ringtone = createRingtone();
  /** The parallel dialer's lines on the softphone's transport (none on pstn or while signed out). */
  let lines: ParallelLines | null = null;
  /** Diagnostics: how long the greeting replayed to the rep on each handed-over line lasted (ms). */
  const greetingReplays = new Map<string, number>();
  let lineEvents: LineEvents | null = null;
  /** In-document listeners (the power dialer follows its calls through the phone's state). */
  const listeners = new Set<(state: PhoneState) => void>();

  const publish = (next: PhoneState) => {
    state = next;
    // The pages first: they show (and can answer) an incoming call while the ringtone's audio context starts.
    broadcast({ target: 'ui', type: 'phone.state', state: next });
    for (const listener of listeners) listener(next);
    if (next.calls.some((c) => c.callType === 'incoming')) ringtone.start();
    else ringtone.stop();
  };

  async function build(connection: Connection, mine: number) {
    const api = createApiClient({ baseUrl: () => connection.instance, token: () => connection.token });
    const [session, settings] = await Promise.all([api.call('getSession', {}), api.call('telephonySettings', {})]);
    const sip = await api.call('sipConfig', {});
    if (mine !== generation) return;
    // The softphone needs the SIP server: say why it is down instead of 'Connecting…' for ever, and ask again later.
    if (settings.connectionType !== 'pstn' && !sip.server.running) {
      publish({ ...signedOutPhoneState(), registration: 'failed', registrationError: phoneServerDownMessage(sip.server.reason) });
      systemClock.setTimeout(() => {
        if (mine === generation) start(connection, mine);
      }, PHONE_SERVER_RETRY_MS);
      return;
    }
    const authorized = (init: RequestInit): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${connection.token}` } });
    let transport: CallTransport;
    if (settings.connectionType === 'pstn') {
      transport = createPstnTransport({ api, openUpdates: () => openNamespace(connection, 'updates', QUICK_RECONNECTION), userProvisioningId: session.userProvisioningId, logger: consoleLogger });
    } else {
      transport = createSoftTransport(
        {
          wsServer: sip.wsServer,
          domain: sip.domain,
          user: session.userProvisioningId,
          userId: session.userId,
          authorizationUsername: session.deviceUser,
          authorizationPassword: session.devicePass,
          iceServers: sip.iceServers,
          registerExpires: sip.registerExpires,
          maxRingingSeconds: settings.parallel.maximumRingingLength,
        },
        {
          clock: systemClock,
          logger: consoleLogger,
          playRemote,
          async uploadRecordingPart(callId, part) {
            const query = new URLSearchParams({ callId, part: String(part.index), startedAt: String(part.startedAt), ...(part.last ? { last: '1' } : {}) });
            const res = await fetch(`${connection.instance}/media/recording/parts?${query}`, authorized({ method: 'POST', headers: { 'content-type': 'audio/webm' }, body: part.audio }));
            if (!res.ok) throw new Error(`recording part upload: ${res.status}`);
          },
          async recordOnRelay(callId, action) {
            return (await api.call('recordCall', { params: { callId }, body: { action } })).where;
          },
          async saveVoiceMessage(callId, mediaId) {
            return api.call('saveVoiceMessage', { params: { callId }, body: { mediaId } });
          },
          verifyCoachGrant: (grant) => api.call('verifyCoachGrant', { body: { grant } }),
          // Rejected credentials are expired ones (12 h): the session issues fresh ones, calls stay up.
          async refreshCredentials() {
            const fresh = await api.call('getSession', {});
            return { authorizationUsername: fresh.deviceUser, authorizationPassword: fresh.devicePass };
          },
        },
      );
    }
    transportInUse = transport;
    if (!echoCancellation) transport.setEchoCancellation?.(false);
    await applyDevices(transport);
    // The softphone also carries the parallel dialer's lines, beside the rep's own calls.
    const router = transport.kind === 'soft' ? routeLineCalls(transport, () => lineEvents) : null;
    const controller = createPhoneController({
      transport: router?.transport ?? transport,
      clock: systemClock,
      logger: consoleLogger,
      settings: {
        dialingPlanCountry: settings.dialingPlanCountry,
        callerId: settings.callerId,
        localPresence: settings.localPresence,
        limits: callLimitsFrom({ simultaneous: settings.simultaneousCallLimit, outbound: settings.outboundCallLimit }),
        recordingEnabled: settings.recording.enabled,
        automaticRecording: {
          outboundEnabled: settings.recording.outboundEnabled,
          inboundEnabled: settings.recording.inboundEnabled,
          outboundFilters: settings.recording.outboundFilters,
          inboundFilters: settings.recording.inboundFilters,
        },
        carrier: sip.carrier.name,
      },
    });
    engine = controller;
    const carrier = transport;
    lines = router
      ? {
          dial: (id, target, contactId, callerId) => router.dial(id, target, contactId, callerId ?? null),
          hangup: (id) => carrier.hangup(id),
          listen: (id, onFrame) => listenToLine(carrier.remoteStream?.(id) ?? null, onFrame),
          handToRep(call, greeting) {
            router.handOver(call.id);
            controller.adopt(call);
            void replayGreeting(greeting, speakerId).then(
              (ms) => greetingReplays.set(call.id, ms),
              (error: unknown) => consoleLogger.warn('the greeting could not be replayed', String(error)),
            );
          },
        }
      : null;
    controller.subscribe(publish);
    controller.subscribe(autoSaveEndedCalls((body) => api.call('saveCallInfo', { body }), consoleLogger));
    await controller.start();
  }

  /** The chosen devices the browser still has (a device that is gone falls back to the default). */
  async function applyDevices(transport: CallTransport | null) {
    const available = await navigator.mediaDevices.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
    const list = available.map((d) => ({ deviceId: d.deviceId, kind: d.kind, label: d.label }));
    transport?.setMicrophoneDevice?.(deviceInUse(devices.microphoneId, list, 'audioinput'));
    speakerId = deviceInUse(devices.speakerId, list, 'audiooutput');
    document.querySelectorAll<SinkElement>('audio[data-call-id]').forEach(playOn);
    ringtone.setSinkId(deviceInUse(devices.ringtoneId, list, 'audiooutput'));
  }

  function rebuild(connection: Connection | null) {
    const mine = ++generation;
    const previous = engine;
    engine = null;
    transportInUse = null;
    lines = null;
    void previous?.stop();
    publish(signedOutPhoneState());
    if (connection) start(connection, mine);
  }

  function start(connection: Connection, mine: number) {
    build(connection, mine).catch((error: unknown) => {
      consoleLogger.warn('phone could not start', String(error));
      if (mine === generation) publish({ ...signedOutPhoneState(), registration: 'failed', registrationError: 'Registration required' });
    });
  }

  return {
    /** (Re)builds the engine for the signed-in connection; null signs the phone out. */
    connect(connection: Connection | null) {
      // The same sign-in announced again (another UI opened): keep the engine and its calls.
      if (connection && current && connection.instance === current.instance && connection.token === current.token && state.registration !== 'failed') return;
      current = connection;
      rebuild(connection);
    },
    async execute(command: PhoneCommand) {
      if (!engine) return { ok: false as const, reason: 'Registration required' };
      await engine.execute(command);
      return { ok: true as const };
    },
    state: () => state,
    /** A supervisor's monitoring call to a rep's phone (whisper and join) on the softphone; null without one. */
    coach: (target: string, headers: { grant: string; dial: string }) => transportInUse?.coach?.(target, headers) ?? null,
    /** The parallel dialer's lines while the softphone is registered, else null. */
    lines: () => (state.registration === 'registered' ? lines : null),
    /** Where the lines' call events go (the parallel dialer engine). */
    setLineEvents(events: LineEvents) {
      lineEvents = events;
    },
    subscribe(listener: (state: PhoneState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Each call's media figures, with the speaker its far side plays on (its audio element's sink). */
    stats: async () =>
      ((await transportInUse?.stats?.()) ?? []).map((entry) => ({
        ...entry,
        speakerId: document.querySelector<HTMLAudioElement & { sinkId?: string }>(`audio[data-call-id="${CSS.escape(entry.id)}"]`)?.sinkId ?? null,
        greetingReplayedMs: greetingReplays.get(entry.id) ?? null,
      })),
    toneLevels: async (frequencies: number[]) => (await transportInUse?.toneLevels?.(frequencies)) ?? [],
    setEchoCancellation(on: boolean) {
      echoCancellation = on;
      transportInUse?.setEchoCancellation?.(on);
    },
    setAudioDevices(choice: AudioDeviceChoice) {
      devices = choice;
      void applyDevices(transportInUse);
    },
  };
}
