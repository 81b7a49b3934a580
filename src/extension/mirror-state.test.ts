import { describe, expect, it } from 'vitest';
import { mirrorState } from './mirror-state';

function harness() {
  let listener: ((raw: unknown) => void) | null = null;
  let answer: (reply: unknown) => void = () => undefined;
  const applied: string[] = [];
  const stop = mirrorState<string>({
    subscribe: (l) => {
      listener = l;
      return () => (listener = null);
    },
    fromBroadcast: (raw) => (typeof raw === 'string' && raw.startsWith('state:') ? raw.slice(6) : undefined),
    requestSnapshot: () => new Promise((resolve) => (answer = resolve)),
    fromSnapshot: (reply) => (typeof reply === 'string' ? reply : undefined),
    apply: (value) => applied.push(value),
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { applied, stop, flush, broadcast: (raw: unknown) => listener?.(raw), answer: (reply: unknown) => answer(reply) };
}

describe('mirrorState', () => {
  it('applies the snapshot when it comes first, then the broadcasts', async () => {
    const h = harness();
    h.answer('connecting');
    await h.flush();
    h.broadcast('state:registered');
    expect(h.applied).toEqual(['connecting', 'registered']);
  });

  it('keeps a broadcast that overtook the snapshot: a stale snapshot never overwrites it', async () => {
    const h = harness();
    h.broadcast('state:registered');
    h.answer('connecting');
    await h.flush();
    expect(h.applied).toEqual(['registered']);
  });

  it('ignores messages of other kinds and an unreadable snapshot', async () => {
    const h = harness();
    h.broadcast({ other: true });
    h.answer(null);
    await h.flush();
    expect(h.applied).toEqual([]);
    h.broadcast('state:idle');
    expect(h.applied).toEqual(['idle']);
  });

  it('applies nothing after it is stopped', async () => {
    const h = harness();
    h.stop();
    h.broadcast('state:registered');
    h.answer('connecting');
    await h.flush();
    expect(h.applied).toEqual([]);
  });
});
