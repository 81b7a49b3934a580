import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLive } from './liveCache';

/** A query whose reads the test answers by hand, in the order it chooses. */
function harness() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const reads: { answer: (value: string[]) => void }[] = [];
  const key = ['timeline', 'contact', 1];
  const observer = new QueryObserver<string[]>(client, { queryKey: key, queryFn: () => new Promise<string[]>((resolve) => reads.push({ answer: resolve })) });
  const stop = observer.subscribe(() => undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const data = () => client.getQueryData<string[]>(key);
  return { client, reads, key, observer, stop, settle, data };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('writeLive', () => {
  it('a pushed entry survives a read that was answered before it was written', async () => {
    const h = harness();
    stops.push(h.stop);
    h.reads[0]!.answer(['old']);
    await h.settle();
    expect(h.data()).toEqual(['old']);
    // A read goes out (a re-join's catch-up); the database answers it without the new entry...
    void h.observer.refetch();
    await h.settle();
    expect(h.reads).toHaveLength(2);
    // ...while the new entry is pushed and shown.
    writeLive<string[]>(h.client, h.key, (d) => ['new', ...(d ?? [])]);
    expect(h.data()).toEqual(['new', 'old']);
    // The stale answer lands: it does not undo the entry.
    h.reads[1]!.answer(['old']);
    await h.settle();
    expect(h.data()).toEqual(['new', 'old']);
    // The read started again sees the database with the entry.
    expect(h.reads).toHaveLength(3);
    h.reads[2]!.answer(['new', 'old']);
    await h.settle();
    expect(h.data()).toEqual(['new', 'old']);
  });

  it('a pushed deletion is not brought back by a read in flight', async () => {
    const h = harness();
    stops.push(h.stop);
    h.reads[0]!.answer(['a', 'b']);
    await h.settle();
    void h.observer.refetch();
    await h.settle();
    writeLive<string[]>(h.client, h.key, (d) => (d ?? []).filter((x) => x !== 'a'));
    h.reads[1]!.answer(['a', 'b']);
    await h.settle();
    expect(h.data()).toEqual(['b']);
    h.reads[2]!.answer(['b']);
    await h.settle();
    expect(h.data()).toEqual(['b']);
  });

  it('with no read in flight it only writes (no extra read)', async () => {
    const h = harness();
    stops.push(h.stop);
    h.reads[0]!.answer(['old']);
    await h.settle();
    writeLive<string[]>(h.client, h.key, (d) => ['new', ...(d ?? [])]);
    await h.settle();
    expect(h.data()).toEqual(['new', 'old']);
    expect(h.reads).toHaveLength(1);
  });
});
