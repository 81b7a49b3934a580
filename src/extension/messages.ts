import { z } from 'zod';
import { connection } from '../contract/connection';
import { timelineEntry, timelineRoom } from '../contract/entities/timeline';
import { phoneCommand } from '../phone/phone-command';
import { phoneState } from '../phone/phone-state';
import { powerDialerCommand, powerDialerStateSchema } from '../phone/power-dialer/power-dialer-wire';
import { parallelDialerCommand, parallelDialerView } from '../phone/parallel-dialer/parallel-dialer-wire';
import { monitorCommand, monitorView } from '../phone/monitor/monitor-wire';
import { audioDeviceChoice } from './phone-devices-storage';

/** Area rooms a UI page may ask the /updates socket to join: sms/{threadId}, monitor/{tenantId} (the server checks each against the user). */
export const updatesRoom = z.string().regex(/^(sms|monitor)\/\d{1,12}$/);

/**
 * Messages between extension contexts. A message from the background reaches every extension
 * page, so each is tagged with its target and checked against this union at the receiving end.
 */
export const extensionMessage = z.discriminatedUnion('type', [
  z.object({ target: z.literal('background'), type: z.literal('connection.get') }),
  z.object({ target: z.literal('background'), type: z.literal('connection.changed') }),
  z.object({ target: z.literal('background'), type: z.literal('updates.status.get') }),
  z.object({ target: z.literal('offscreen'), type: z.literal('offscreen.connect'), connection: connection.nullable() }),
  z.object({ target: z.literal('offscreen'), type: z.literal('offscreen.status.get') }),
  z.object({ target: z.literal('ui'), type: z.literal('updates.status'), connected: z.boolean() }),
  z.object({ target: z.literal('ui'), type: z.literal('updates.event'), event: z.string(), data: z.unknown() }),
  // Live timeline (CRM): a UI page asks to join/leave a /timeline room; the offscreen socket relays entries.
  z.object({ target: z.literal('background'), type: z.literal('timeline.join'), room: timelineRoom }),
  z.object({ target: z.literal('background'), type: z.literal('timeline.leave'), room: timelineRoom }),
  z.object({ target: z.literal('offscreen'), type: z.literal('offscreen.timeline.join'), room: timelineRoom }),
  z.object({ target: z.literal('offscreen'), type: z.literal('offscreen.timeline.leave'), room: timelineRoom }),
  z.object({ target: z.literal('ui'), type: z.literal('timeline.entry'), room: timelineRoom, entry: timelineEntry }),
  z.object({ target: z.literal('ui'), type: z.literal('timeline.entryDeleted'), room: timelineRoom, entryId: z.string() }),
  z.object({ target: z.literal('ui'), type: z.literal('timeline.joined'), room: timelineRoom }),
  // Area rooms on /updates (sms/{threadId}): a UI page asks to join/leave; events arrive as updates.event.
  z.object({ target: z.literal('background'), type: z.literal('updates.join'), room: updatesRoom }),
  z.object({ target: z.literal('background'), type: z.literal('updates.leave'), room: updatesRoom }),
  z.object({ target: z.literal('offscreen'), type: z.literal('offscreen.updates.join'), room: updatesRoom }),
  z.object({ target: z.literal('offscreen'), type: z.literal('offscreen.updates.leave'), room: updatesRoom }),
  z.object({ target: z.literal('ui'), type: z.literal('updates.joined'), room: updatesRoom }),
  // Task reminders: the offscreen poller asks the background for a desktop notification.
  z.object({ target: z.literal('background'), type: z.literal('tasks.reminder'), taskId: z.number().int(), title: z.string().max(200), body: z.string().max(500) }),
  // Phone: UI -> background (keeps the offscreen document alive) -> the engine (target 'phone'); state back to every UI.
  z.object({ target: z.literal('background'), type: z.literal('phone.command'), command: phoneCommand }),
  z.object({ target: z.literal('background'), type: z.literal('phone.state.get') }),
  z.object({ target: z.literal('background'), type: z.literal('clickToCall.dial'), number: z.string().min(1).max(64) }),
  z.object({ target: z.literal('phone'), type: z.literal('phone.execute'), command: phoneCommand }),
  z.object({ target: z.literal('phone'), type: z.literal('phone.snapshot') }),
  z.object({ target: z.literal('phone'), type: z.literal('phone.stats') }),
  // Diagnostics: how loud each call's far side is at these frequencies (Web Audio analyser), in dB.
  z.object({ target: z.literal('phone'), type: z.literal('phone.tones'), frequencies: z.array(z.number().positive().max(20_000)).min(1).max(8) }),
  // Diagnostics: the microphone with or without the browser's echo canceller for the next calls (tone tests turn it off).
  z.object({ target: z.literal('phone'), type: z.literal('phone.microphone'), echoCancellation: z.boolean() }),
  // Audio devices (remembered per browser in chrome.storage.local): a page saved a change, the background hands the choice to the phone.
  z.object({ target: z.literal('background'), type: z.literal('phone.devices.changed') }),
  z.object({ target: z.literal('phone'), type: z.literal('phone.devices'), devices: audioDeviceChoice }),
  z.object({ target: z.literal('ui'), type: z.literal('phone.state'), state: phoneState }),
  // Power dialer: UI -> background (keeps the offscreen document) -> the engine (target 'powerDialer'); state back to every UI.
  z.object({ target: z.literal('background'), type: z.literal('powerDialer.command'), command: powerDialerCommand }),
  z.object({ target: z.literal('background'), type: z.literal('powerDialer.getState') }),
  z.object({ target: z.literal('powerDialer'), type: z.literal('powerDialer.execute'), command: powerDialerCommand }),
  z.object({ target: z.literal('powerDialer'), type: z.literal('powerDialer.snapshot') }),
  z.object({ target: z.literal('ui'), type: z.literal('powerDialer.state'), state: powerDialerStateSchema }),
  // Parallel dialer: the same way, target 'parallelDialer'.
  z.object({ target: z.literal('background'), type: z.literal('parallelDialer.command'), command: parallelDialerCommand }),
  z.object({ target: z.literal('background'), type: z.literal('parallelDialer.getState') }),
  z.object({ target: z.literal('parallelDialer'), type: z.literal('parallelDialer.execute'), command: parallelDialerCommand }),
  z.object({ target: z.literal('parallelDialer'), type: z.literal('parallelDialer.snapshot') }),
  z.object({ target: z.literal('ui'), type: z.literal('parallelDialer.state'), state: parallelDialerView }),
  // Supervisor monitoring (listening through the relay): the same way, target 'monitor'; diagnostics read its streams.
  z.object({ target: z.literal('background'), type: z.literal('monitor.command'), command: monitorCommand }),
  z.object({ target: z.literal('background'), type: z.literal('monitor.getState') }),
  z.object({ target: z.literal('monitor'), type: z.literal('monitor.execute'), command: monitorCommand }),
  z.object({ target: z.literal('monitor'), type: z.literal('monitor.snapshot') }),
  z.object({ target: z.literal('monitor'), type: z.literal('monitor.stats') }),
  z.object({ target: z.literal('monitor'), type: z.literal('monitor.tones'), frequencies: z.array(z.number().positive().max(20_000)).min(1).max(8) }),
  z.object({ target: z.literal('ui'), type: z.literal('monitor.state'), state: monitorView }),
]);
export type ExtensionMessage = z.infer<typeof extensionMessage>;
export type MessageTarget = ExtensionMessage['target'];
/** What the offscreen document and the background tell every UI page. */
export type UiMessage = Extract<ExtensionMessage, { target: 'ui' }>;

/** Parses an incoming message for `target`; anything else (other targets, foreign shapes) is null. */
export function receive<T extends MessageTarget>(raw: unknown, target: T): Extract<ExtensionMessage, { target: T }> | null {
  const parsed = extensionMessage.safeParse(raw);
  if (!parsed.success || parsed.data.target !== target) return null;
  return parsed.data as Extract<ExtensionMessage, { target: T }>;
}
