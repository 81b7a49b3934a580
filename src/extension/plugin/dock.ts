import { type CrmHost } from './crm-hosts';
import { readPageRecord, sameRecord } from './page-record';
import { connectData, dockHeight, frameMessage, newPluginToken, PLUGIN_DEFAULT_HEIGHT, PLUGIN_WIDTH, TOKEN_PARAM, type DockMessage, type PageRecord } from './plugin-messages';

/** How often the dock looks for a new address (SPA CRMs change it without loading a page). */
export const URL_CHECK_MS = 500;
/** Page changes are read again at most this often. */
export const RECORD_READ_THROTTLE_MS = 1000;

export interface DockOptions {
  document: Document;
  host: CrmHost;
  /** chrome.runtime.getURL('/plugin.html'). */
  frameUrl: string;
  country: string;
}

/**
 * Docks the plugin frame into a CRM page: a fixed panel at the bottom right, in a closed shadow root
 * so page scripts cannot reach the frame element or its address (which carries the secret). Each
 * time the frame loads, it gets a fresh private MessagePort; the dock answers only on that port.
 */
export function dockPlugin(options: DockOptions): () => void {
  const { document, host } = options;
  const window = document.defaultView!;
  const token = newPluginToken();
  const frameOrigin = new URL(options.frameUrl).origin;

  const container = document.createElement('dialworks-plugin');
  container.style.cssText = `all: initial; position: fixed; right: 16px; bottom: 0; z-index: 2147483647; width: ${PLUGIN_WIDTH}px; height: ${PLUGIN_DEFAULT_HEIGHT}px; box-shadow: 0 0 12px rgba(0,0,0,.25); border-radius: 8px 8px 0 0; overflow: hidden; background: #fff;`;
  const shadow = container.attachShadow({ mode: 'closed' });
  const frame = document.createElement('iframe');
  frame.title = 'Dialworks';
  frame.style.cssText = 'border: 0; width: 100%; height: 100%; display: block;';
  frame.src = `${options.frameUrl}?${TOKEN_PARAM}=${token}#!/dashboard`;
  shadow.append(frame);

  let port: MessagePort | null = null;
  let record: PageRecord | null = null;
  const send = (message: DockMessage) => port?.postMessage(message);

  const readRecord = () => {
    const next = readPageRecord({ url: window.location.href, text: document.body?.innerText ?? '', host, country: options.country });
    if (record && sameRecord(record, next)) return;
    record = next;
    send({ type: 'record', record });
  };

  const onFrameMessage = (event: MessageEvent) => {
    const parsed = frameMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'instance.query') send({ type: 'instance', instance: host.instance, origin: window.location.origin });
    if (message.type === 'record.query') {
      record = null;
      readRecord();
    }
    if (message.type === 'resize') {
      const height = dockHeight(message);
      container.style.height = `${height}px`;
      send({ type: 'resized', state: message.state, height });
    }
  };

  // Every load of the frame (its first, a sign-in's reload) gets its own port; the old one closes.
  const onLoad = () => {
    port?.close();
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = onFrameMessage;
    frame.contentWindow?.postMessage(connectData(token), frameOrigin, [channel.port2]);
  };
  frame.addEventListener('load', onLoad);

  let readTimer: ReturnType<typeof setTimeout> | null = null;
  const scheduleRead = () => {
    readTimer ??= setTimeout(() => {
      readTimer = null;
      readRecord();
    }, RECORD_READ_THROTTLE_MS);
  };
  // The panel hangs off <html>, so watching <body> sees the page's own changes only.
  const observer = new MutationObserver(scheduleRead);
  let lastUrl = window.location.href;
  const urlTimer = setInterval(() => {
    if (window.location.href === lastUrl) return;
    lastUrl = window.location.href;
    scheduleRead();
  }, URL_CHECK_MS);

  document.documentElement.append(container);
  if (document.body) observer.observe(document.body, { childList: true, subtree: true, characterData: true });

  return () => {
    observer.disconnect();
    clearInterval(urlTimer);
    if (readTimer) clearTimeout(readTimer);
    port?.close();
    port = null;
    frame.removeEventListener('load', onLoad);
    container.remove();
  };
}
