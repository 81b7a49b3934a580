import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { monitorReply, monitorView, type MonitorCommand, type MonitorReply, type MonitorView } from '@/src/phone/monitor/monitor-wire';
import { mirrorPerStore } from '@/src/workspace/mirrorOffscreen';
import { sendToBackground } from '@/src/workspace/platform';

/** The offscreen listener's last broadcast monitoring view (null until it answered). */
export const monitorAtom = atom<MonitorView | null>(null);

const subscribe = mirrorPerStore(monitorAtom, {
  fromMessage: (message) => (message.type === 'monitor.state' ? message.state : undefined),
  snapshot: { target: 'background', type: 'monitor.getState' },
  fromSnapshot: (reply) => monitorView.safeParse(reply).data,
});

/** Sends one monitoring command through the background; a lost offscreen document reads as a failure. */
export async function sendMonitorCommand(command: MonitorCommand): Promise<MonitorReply> {
  const raw: unknown = await sendToBackground({ target: 'background', type: 'monitor.command', command });
  return monitorReply.safeParse(raw).data ?? { ok: false, reason: 'The monitor is not available.' };
}

/** The supervisor's monitoring as this page sees it. */
export function useMonitoring(): MonitorView | null {
  const store = useStore();
  const view = useAtomValue(monitorAtom);
  useEffect(() => subscribe(store), [store]);
  return view;
}
