import { createApiClient } from '../client/api-client';
import type { Connection } from '../contract/connection';
import type { ExtensionMessage } from '../extension/messages';
import type { CoachLeg } from '../phone/call-transport';
import { createListenEngine, type ListenPeer } from '../phone/monitor/listen-engine';
import { consoleLogger } from '../phone/phone-clock';
import { measureToneLevels } from '../phone/soft/tone-levels';
import type { OffscreenMessage } from './message-listener';

/** How long ICE gathering may take before the answer goes with the candidates found so far. */
const GATHER_MS = 3000;

/** The relay's stream of each party being listened to, and their connections (diagnostics read them). */
const listening = new Map<string, MediaStream>();
const activePcs = new Set<RTCPeerConnection>();

/** Answers one party's offer once ICE gathering is done (or after GATHER_MS with what it has). */
async function answerOffer(pc: RTCPeerConnection, sdp: string): Promise<string> {
  await pc.setRemoteDescription({ type: 'offer', sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
  return pc.localDescription?.sdp ?? '';
}

/**
 * WebRTC peers for the relay's listen offers: one receive-only connection per party, each played
 * by its own audio element. The monitoring ends when any of them fails or closes.
 */
function relayPeer(): ListenPeer {
  const pcs: RTCPeerConnection[] = [];
  const elements: HTMLAudioElement[] = [];
  let ended: (() => void) | null = null;
  const open = (party: string) => {
    const pc = new RTCPeerConnection();
    pcs.push(pc);
    activePcs.add(pc);
    pc.ontrack = (event) => {
      const stream = new MediaStream([event.track]);
      listening.set(party, stream);
      const audio = document.createElement('audio');
      audio.autoplay = true;
      audio.dataset.monitor = party;
      audio.srcObject = stream;
      document.body.append(audio);
      void audio.play().catch(() => undefined);
      elements.push(audio);
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') ended?.();
    };
    return pc;
  };
  return {
    answer: (offers) => Promise.all(offers.map(async ({ party, sdp }) => ({ party, sdp: await answerOffer(open(party), sdp) }))),
    onEnded(listener) {
      ended = listener;
    },
    close() {
      ended = null;
      for (const audio of elements) {
        audio.srcObject = null;
        audio.remove();
      }
      listening.clear();
      for (const pc of pcs) {
        activePcs.delete(pc);
        pc.close();
      }
    },
  };
}

/** Packets and audio energy received on each of the relay's streams (diagnostics for tests). */
async function listenStats(): Promise<Array<{ packets: number; energy: number; connection: string; ice: string; dtls: string[] }>> {
  const out: Array<{ packets: number; energy: number; connection: string; ice: string; dtls: string[] }> = [];
  for (const pc of activePcs) {
    const dtls: string[] = [];
    let packets = 0;
    let energy = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; packetsReceived?: number; totalAudioEnergy?: number; dtlsState?: string }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') {
        packets += report.packetsReceived ?? 0;
        energy += report.totalAudioEnergy ?? 0;
      }
      if (report.type === 'transport') dtls.push(report.dtlsState ?? '');
    });
    out.push({ packets, energy, connection: pc.connectionState, ice: pc.iceConnectionState, dtls });
  }
  return out;
}

/**
 * The supervisor's monitoring in the offscreen document: the listening survives the side panel
 * closing, whisper and join go through the supervisor's softphone, and the state is broadcast to
 * every UI context.
 */
export function createOffscreenMonitor(
  broadcast: (message: Extract<ExtensionMessage, { target: 'ui' }>) => void,
  phone: { coach(target: string, headers: { grant: string; dial: string }): CoachLeg | null },
) {
  let current: Connection | null = null;
  let api: ReturnType<typeof createApiClient> | null = null;
  const engine = createListenEngine({
    api: () => api,
    peer: relayPeer,
    coach: (target, headers) => phone.coach(target, headers),
    broadcast: (view) => broadcast({ target: 'ui', type: 'monitor.state', state: view }),
    logger: consoleLogger,
  });
  return {
    async route(message: OffscreenMessage<'monitor'>): Promise<unknown> {
      switch (message.type) {
        case 'monitor.snapshot':
          return engine.state();
        case 'monitor.tones':
          return measureToneLevels(
            [...listening].map(([id, stream]) => ({ id, stream })),
            message.frequencies,
          ).catch(() => []);
        case 'monitor.stats':
          return listenStats();
        default:
          return engine.command(message.command).catch((error: unknown) => ({ ok: false, reason: String(error) }));
      }
    },
    connect(connection: Connection | null) {
      if (connection && current && connection.instance === current.instance && connection.token === current.token) return;
      current = connection;
      engine.reset();
      api = connection ? createApiClient({ baseUrl: () => connection.instance, token: () => connection.token }) : null;
    },
  };
}
