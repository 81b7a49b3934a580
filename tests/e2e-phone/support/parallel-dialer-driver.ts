import { expect } from '@playwright/test';
import type { ParallelDialerView } from '@/src/phone/parallel-dialer/parallel-dialer-wire';
import { mediaStats, type Rep } from './phone-fixtures';

/** Drives the parallel dialer engine of a rep's extension through its messages (as the panel does). */
export function parallelDialerDriver(rep: Rep) {
  const send = <T>(message: unknown) =>
    rep.page.evaluate((m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m), message) as Promise<T>;
  const phoneState = () => send<{ calls: Array<{ id: string; state: string; direction: string; contactId: number | null }> }>({ target: 'background', type: 'phone.state.get' });
  const hangUp = () => send({ target: 'background', type: 'phone.command', command: { command: 'hangup' } });
  const view = () => send<ParallelDialerView>({ target: 'background', type: 'parallelDialer.getState' });
  return {
    send,
    view,
    phoneState,
    command: (c: unknown) => send<{ ok: boolean; reason?: string }>({ target: 'background', type: 'parallelDialer.command', command: c }),
    /**
     * Talks `talkMs` with every person the rep is connected to, then hangs up, until the session has
     * ended; answers the contacts whose far side was heard meanwhile, and each call's greeting replay.
     */
    async talkThrough(talkMs = 2500, withinMs = 150_000) {
      const heard: number[] = [];
      const replays: Array<{ contactId: number | null; ms: number | null }> = [];
      /** Contacts seen on a line in each status (sampled as the loop goes). */
      const seenIn = new Map<string, Set<number>>();
      const deadline = Date.now() + withinMs;
      for (;;) {
        const current = await view();
        for (const line of current.lines) if (line.contact) seenIn.set(line.status, (seenIn.get(line.status) ?? new Set()).add(line.contact.contactId));
        if (current.phase === 'ended') break;
        expect(Date.now(), 'the session ended in time').toBeLessThan(deadline);
        const talking = (await phoneState()).calls.find((c) => c.state === 'talking');
        if (talking) {
          const before = (await mediaStats(rep)).find((s) => s.id === talking.id)?.audioEnergy ?? 0;
          await rep.page.waitForTimeout(talkMs);
          const stats = (await mediaStats(rep)).find((s) => s.id === talking.id);
          const after = stats?.audioEnergy ?? 0;
          if (after - before > 0.0001 && talking.contactId) heard.push(talking.contactId);
          replays.push({ contactId: talking.contactId, ms: stats?.greetingReplayedMs ?? null });
          await hangUp();
        }
        await rep.page.waitForTimeout(300);
      }
      return { heard, replays, seenIn };
    },
  };
}
