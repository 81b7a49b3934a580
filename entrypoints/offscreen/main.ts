import { browser } from 'wxt/browser';
import { createTimelineRelay } from '../../src/client/timeline-relay';
import { createTaskReminders } from '../../src/client/task-reminder-offscreen';
import { createUpdatesRooms } from '../../src/client/updates-rooms';
import { connectUpdates, type UpdatesSocket } from '../../src/client/updates-socket';
import { connection as connectionSchema, receive, type Connection, type ExtensionMessage } from '../../src/extension/messages';
import { installOffscreenPhone } from '../../src/phone/offscreen-phone-listener';
import { installOffscreenPowerDialer } from '../../src/phone/power-dialer/offscreen-power-dialer';

// Only the runtime API exists here: the connection comes from the background by message.
let updates: UpdatesSocket | null = null;
// Area rooms UI pages asked for (sms/{threadId}); a new connection joins them again.
const updatesRooms = createUpdatesRooms();
let connected = false;

const broadcast = (message: Extract<ExtensionMessage, { target: 'ui' }>) => {
  browser.runtime.sendMessage(message).catch(() => {
    // No UI open: nobody to tell.
  });
};

const timeline = createTimelineRelay((message) => broadcast(message));
// The softphone engine (sip.js or pstn legs) lives here; rebuilt for each signed-in connection.
const phone = installOffscreenPhone(broadcast);
// The power dialer drives that phone; its state lives here so a reopened side panel shows the running dialer.
const powerDialer = installOffscreenPowerDialer(phone, broadcast);
// Task reminders: due tasks raise a desktop notification through the background.
const reminders = createTaskReminders((message) => {
  browser.runtime.sendMessage(message).catch(() => undefined);
});

function connect(connection: Connection | null) {
  timeline.connect(connection);
  phone.connect(connection);
  powerDialer.connect(connection);
  reminders.connect(connection);
  updates?.close();
  updates = null;
  updatesRooms.attach(null);
  connected = false;
  broadcast({ target: 'ui', type: 'updates.status', connected });
  if (!connection) return;
  updates = connectUpdates(connection, {
    onStatus(value) {
      connected = value;
      broadcast({ target: 'ui', type: 'updates.status', connected: value });
    },
    onEvent(event, data) {
      broadcast({ target: 'ui', type: 'updates.event', event, data });
    },
    onJoined(room) {
      broadcast({ target: 'ui', type: 'updates.joined', room });
    },
  });
  updatesRooms.attach(updates);
}

browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
  if (sender.id !== browser.runtime.id) return false;
  const message = receive(raw, 'offscreen');
  if (!message) return false;
  if (message.type === 'offscreen.connect') connect(message.connection);
  if (message.type === 'offscreen.timeline.join') timeline.join(message.room);
  if (message.type === 'offscreen.timeline.leave') timeline.leave(message.room);
  if (message.type === 'offscreen.updates.join') updatesRooms.join(message.room);
  if (message.type === 'offscreen.updates.leave') updatesRooms.leave(message.room);
  sendResponse({ ok: true, connected });
  return true;
});

void browser.runtime.sendMessage({ target: 'background', type: 'connection.get' }).then((stored: unknown) => {
  const parsed = connectionSchema.safeParse(stored);
  connect(parsed.success ? parsed.data : null);
});
