import WebSocket from 'ws';

/**
 * sip.js's transport opens `new WebSocket(url, 'sip')` from the global scope; node 20 has no global
 * WebSocket, so the `ws` package (already installed with socket.io) fills it for the carrier's UA.
 */
export function ensureNodeWebSocket(): void {
  const g = globalThis as { WebSocket?: unknown };
  if (typeof g.WebSocket === 'undefined') g.WebSocket = WebSocket;
}
