import { z } from 'zod';

/**
 * The plugin frame and the dock's content script talk over a private MessagePort. The port arrives
 * in one window message to the frame, with the secret the dock put in the frame's address (in a
 * closed shadow root, out of page scripts' reach). Everything else goes over the port, which page
 * scripts never see: a page can post look-alike window messages, and nothing listens to them.
 */
export const PLUGIN_CHANNEL = 'dialworks.plugin';
export const TOKEN_PARAM = 't';

export const PLUGIN_MIN_HEIGHT = 48;
export const PLUGIN_MAX_HEIGHT = 900;
export const PLUGIN_DEFAULT_HEIGHT = 560;
export const PLUGIN_WIDTH = 400;

const connectMessage = z.object({ channel: z.literal(PLUGIN_CHANNEL), type: z.literal('connect'), token: z.string().min(16).max(128) });

/** Frame to dock. */
export const frameMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('instance.query') }),
  z.object({ type: z.literal('resize'), state: z.enum(['collapsed', 'expanded']), height: z.number().int().optional() }),
  z.object({ type: z.literal('record.query') }),
]);
export type FrameMessage = z.infer<typeof frameMessage>;

/** What a CRM page shows of its record, as the dock read it. */
export const pageRecord = z.object({
  url: z.string().max(2048),
  externalId: z.string().max(100).nullable(),
  emails: z.array(z.string().max(254)).max(10),
  numbers: z.array(z.string().max(16)).max(10),
});
export type PageRecord = z.infer<typeof pageRecord>;

/** Dock to frame. */
export const dockMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('instance'), instance: z.string().url(), origin: z.string().url() }),
  z.object({ type: z.literal('resized'), state: z.enum(['collapsed', 'expanded']), height: z.number().int() }),
  z.object({ type: z.literal('record'), record: pageRecord }),
]);
export type DockMessage = z.infer<typeof dockMessage>;

export const clampPluginHeight = (height: number | undefined): number => Math.min(PLUGIN_MAX_HEIGHT, Math.max(PLUGIN_MIN_HEIGHT, Math.round(height ?? PLUGIN_DEFAULT_HEIGHT)));

/** The size the dock gives the frame for a resize request: collapsed is the bar alone. */
export const dockHeight = (request: Extract<FrameMessage, { type: 'resize' }>): number => (request.state === 'collapsed' ? PLUGIN_MIN_HEIGHT : clampPluginHeight(request.height));

export interface ConnectExpectation {
  token: string;
  /** The origin of the page the frame is docked in (location.ancestorOrigins[0]). */
  parentOrigin: string;
  parentWindow: unknown;
}

/** The dock's port from a window message, when it comes from the parent page, with our secret, in our shape. */
export function acceptConnect(event: Pick<MessageEvent, 'data' | 'origin' | 'source' | 'ports'>, expected: ConnectExpectation): MessagePort | null {
  if (event.origin !== expected.parentOrigin || event.source !== expected.parentWindow) return null;
  const parsed = connectMessage.safeParse(event.data);
  if (!parsed.success || parsed.data.token !== expected.token) return null;
  return event.ports[0] ?? null;
}

export const connectData = (token: string): z.infer<typeof connectMessage> => ({ channel: PLUGIN_CHANNEL, type: 'connect', token });

/** A fresh secret for one docking (128 bits). */
export function newPluginToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
