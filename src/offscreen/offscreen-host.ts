import { browser } from 'wxt/browser';
import { connection as connectionSchema, type Connection } from '../contract/connection';
import type { UiMessage } from '../extension/messages';
import { listenOffscreen, type OffscreenMessage } from './message-listener';
import { createOffscreenPhone } from './phone-host';
import { phoneRoute } from './phone-route';
import { createOffscreenPowerDialer } from './power-dialer-host';
import { createOffscreenParallelDialer } from './parallel-dialer-host';
import { createTaskReminders } from './task-reminders';
import { createTimelineRelay } from './timeline-relay';
import { createUpdatesRelay } from './updates-relay';
import { createAgentReporter } from './agent-reporter';
import { createOffscreenMonitor } from './monitor-host';

/**
 * The offscreen document: it survives the service worker's sleep and the side panel closing, so it
 * holds what must live across them: the phone engine, the power dialer, the /updates and /timeline
 * sockets and the task reminders. Only the runtime API exists here: the connection comes from the
 * background by message.
 */
export function startOffscreenHost() {
  const broadcast = (message: UiMessage) => {
    browser.runtime.sendMessage(message).catch(() => {
      // No UI open: nobody to tell.
    });
  };
  const updates = createUpdatesRelay(broadcast);
  const timeline = createTimelineRelay(broadcast);
  // The softphone engine (sip.js or pstn legs); rebuilt for each signed-in connection.
  const phone = createOffscreenPhone(broadcast);
  // The power dialer drives that phone; its state lives here so a reopened side panel shows the running dialer.
  const powerDialer = createOffscreenPowerDialer(phone, broadcast);
  // The parallel dialer's lines run on the same phone's transport; a person it connects becomes the phone's call.
  const parallelDialer = createOffscreenParallelDialer(phone, broadcast);
  // The supervisor's monitor learns from the phone what this rep is doing.
  const agent = createAgentReporter({ phone, updates });
  // A supervisor's listening to a rep's call (the relay's copy of both parties).
  const monitor = createOffscreenMonitor(broadcast, phone);
  // Task reminders: due tasks raise a desktop notification through the background.
  const reminders = createTaskReminders((message) => {
    browser.runtime.sendMessage(message).catch(() => undefined);
  });

  const connect = (connection: Connection | null) => {
    timeline.connect(connection);
    agent.connect(connection);
    phone.connect(connection);
    powerDialer.connect(connection);
    parallelDialer.connect(connection);
    monitor.connect(connection);
    reminders.connect(connection);
    updates.connect(connection);
  };

  const offscreenRoute = async (message: OffscreenMessage<'offscreen'>) => {
    if (message.type === 'offscreen.connect') connect(message.connection);
    if (message.type === 'offscreen.timeline.join') timeline.join(message.room);
    if (message.type === 'offscreen.timeline.leave') timeline.leave(message.room);
    if (message.type === 'offscreen.updates.join') updates.join(message.room);
    if (message.type === 'offscreen.updates.leave') updates.leave(message.room);
    return { ok: true, connected: updates.connected() };
  };

  listenOffscreen({ offscreen: offscreenRoute, phone: phoneRoute(phone), powerDialer: powerDialer.route, parallelDialer: parallelDialer.route, monitor: monitor.route });

  void browser.runtime.sendMessage({ target: 'background', type: 'connection.get' }).then((stored: unknown) => {
    const parsed = connectionSchema.safeParse(stored);
    connect(parsed.success ? parsed.data : null);
  });
}
