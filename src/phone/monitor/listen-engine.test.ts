import { describe, expect, it } from 'vitest';
import { MONITOR_START_FAILURE } from '../../domain/phone/call-monitoring';
import type { ApiClient } from '../../contract/api';
import { createListenEngine, type ListenPeer } from './listen-engine';
import type { MonitorView } from './monitor-wire';

type Call = { name: string; params?: unknown; body?: unknown };

function fakes(options: { refuse?: boolean; noSoftphone?: boolean } = {}) {
  const calls: Call[] = [];
  const legs: Array<{ target: string; headers: { grant: string; dial: string }; digits: string[]; hungUp: boolean; end(): void }> = [];
  const views: MonitorView[] = [];
  const peers: Array<ListenPeer & { closed: boolean; end(): void }> = [];
  const api = {
    call: async (name: string, input: { params?: unknown; body?: unknown }) => {
      calls.push({ name, ...input });
      if (name === 'coachCall') return { grant: 'g-1', target: 'rep-sip', dial: '*557', expiresAt: '' };
      if (name === 'listenToCall') {
        if (options.refuse) throw new Error('409 A user cannot monitor their own call.');
        return {
          listenerId: `l${calls.length}`,
          streams: [
            { party: 'rep', sdp: 'v=0 rep' },
            { party: 'far', sdp: 'v=0 far' },
          ],
          userId: 7,
        };
      }
      return {};
    },
  } as unknown as ApiClient;
  const engine = createListenEngine({
    api: () => api,
    peer: () => {
      let ended = () => {};
      const peer = {
        closed: false,
        answer: async (offers: { party: 'rep' | 'far'; sdp: string }[]) => offers.map(({ party, sdp }) => ({ party, sdp: `answer to ${sdp}` })),
        onEnded: (listener: () => void) => void (ended = listener),
        close: () => void (peer.closed = true),
        end: () => ended(),
      };
      peers.push(peer);
      return peer;
    },
    coach: (target, headers) => {
      if (options.noSoftphone) return null;
      let ended = () => {};
      const leg = {
        target,
        headers,
        digits: [] as string[],
        hungUp: false,
        end: () => ended(),
        established: Promise.resolve(),
        sendDigit: async (digit: string) => void leg.digits.push(digit),
        hangup: async () => void (leg.hungUp = true),
        onEnded: (listener: () => void) => void (ended = listener),
      };
      legs.push(leg);
      return leg;
    },
    broadcast: (view) => views.push(view),
    logger: { info: () => {}, warn: () => {} },
  });
  return { engine, calls, views, peers, legs };
}

describe('listening to a rep’s call through the relay (spec 1 section 4)', () => {
  it('goes TRYING then MONITORING once the relay has the page’s answer', async () => {
    const { engine, calls, views } = fakes();
    expect(await engine.command({ type: 'listen', callId: 'c1', userId: 7 })).toEqual({ ok: true });
    expect(views.map((v) => v.state)).toEqual(['TRYING', 'MONITORING']);
    expect(calls.map((c) => c.name)).toEqual(['listenToCall', 'answerListen']);
    expect(calls[1]).toMatchObject({
      params: { callId: 'c1', listenerId: 'l1' },
      body: {
        answers: [
          { party: 'rep', sdp: 'answer to v=0 rep' },
          { party: 'far', sdp: 'answer to v=0 far' },
        ],
      },
    });
    expect(engine.state()).toEqual({ state: 'MONITORING', callId: 'c1', userId: 7, error: null });
  });

  it('stop ends the subscription and the media, back to IDLE', async () => {
    const { engine, calls, peers } = fakes();
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    await engine.command({ type: 'stop' });
    expect(calls.at(-1)).toMatchObject({ name: 'stopListening', params: { callId: 'c1', listenerId: 'l1' } });
    expect(peers[0]!.closed).toBe(true);
    expect(engine.state().state).toBe('IDLE');
  });

  it('listening to another call stops the current one first', async () => {
    const { engine, calls, peers } = fakes();
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    await engine.command({ type: 'listen', callId: 'c2', userId: 8 });
    expect(calls.map((c) => c.name)).toEqual(['listenToCall', 'answerListen', 'stopListening', 'listenToCall', 'answerListen']);
    expect(peers[0]!.closed).toBe(true);
    expect(engine.state()).toMatchObject({ state: 'MONITORING', callId: 'c2', userId: 8 });
  });

  it('a refused start shows the spec’s start-failure message and holds nothing open', async () => {
    const { engine, peers } = fakes({ refuse: true });
    expect(await engine.command({ type: 'listen', callId: 'c1', userId: 1 })).toEqual({ ok: false, reason: MONITOR_START_FAILURE });
    expect(engine.state()).toEqual({ state: 'IDLE', callId: 'c1', userId: 1, error: MONITOR_START_FAILURE });
    expect(peers[0]!.closed).toBe(true);
  });

  it('the rep’s call ending ends the monitoring', async () => {
    const { engine, peers, calls } = fakes();
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    peers[0]!.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(engine.state().state).toBe('IDLE');
    expect(calls.at(-1)?.name).toBe('stopListening');
  });

  it('whisper places the monitoring call with the server’s grant and sends 2; join sends 3; listen sends 0 (spec 1 section 4)', async () => {
    const { engine, legs, calls } = fakes();
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    expect(await engine.command({ type: 'mode', mode: 'whisper' })).toEqual({ ok: true });
    expect(calls.find((c) => c.name === 'coachCall')).toMatchObject({ params: { callId: 'c1' } });
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ target: 'rep-sip', headers: { grant: 'g-1', dial: '*557' } });
    expect(engine.state().state).toBe('WHISPERING');
    await engine.command({ type: 'mode', mode: 'join' });
    expect(engine.state().state).toBe('CONVERSATION');
    await engine.command({ type: 'mode', mode: 'listen' });
    expect(engine.state().state).toBe('MONITORING');
    expect(legs[0]!.digits).toEqual(['2', '3', '0']);
    // One monitoring call for all of them.
    expect(legs).toHaveLength(1);
  });

  it('refuses what the states do not allow: no whisper before listening, no listen while listening', async () => {
    const { engine, legs } = fakes();
    expect((await engine.command({ type: 'mode', mode: 'whisper' })).ok).toBe(false);
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    expect((await engine.command({ type: 'mode', mode: 'listen' })).ok).toBe(false);
    expect(legs).toHaveLength(0);
  });

  it('stop hangs up the monitoring call too; the rep’s side ending it returns to listening', async () => {
    const { engine, legs } = fakes();
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    await engine.command({ type: 'mode', mode: 'join' });
    legs[0]!.end();
    expect(engine.state().state).toBe('MONITORING');
    await engine.command({ type: 'mode', mode: 'whisper' });
    expect(legs).toHaveLength(2);
    await engine.command({ type: 'stop' });
    expect(legs[1]!.hungUp).toBe(true);
  });

  it('without a softphone whisper is refused and listening goes on', async () => {
    const { engine } = fakes({ noSoftphone: true });
    await engine.command({ type: 'listen', callId: 'c1', userId: 7 });
    expect(await engine.command({ type: 'mode', mode: 'whisper' })).toEqual({ ok: false, reason: 'Whisper and join need the softphone.' });
    expect(engine.state().state).toBe('MONITORING');
  });
});
