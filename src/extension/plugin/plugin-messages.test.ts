import { describe, expect, it } from 'vitest';
import { acceptConnect, clampPluginHeight, connectData, dockHeight, dockMessage, frameMessage, newPluginToken, PLUGIN_MAX_HEIGHT, PLUGIN_MIN_HEIGHT } from './plugin-messages';

describe('the plugin frame protocol', () => {
  const token = newPluginToken();
  const parent = {};
  const port = {} as MessagePort;
  const expected = { token, parentOrigin: 'http://crm.test', parentWindow: parent };
  const event = (data: unknown, over: Partial<{ origin: string; source: unknown; ports: MessagePort[] }> = {}) =>
    ({ data, origin: 'http://crm.test', source: parent, ports: [port], ...over }) as unknown as MessageEvent;

  it('accepts the port only from the parent page, with the secret, in the connect shape', () => {
    expect(acceptConnect(event(connectData(token)), expected)).toBe(port);
    expect(acceptConnect(event(connectData(newPluginToken())), expected)).toBeNull();
    expect(acceptConnect(event(connectData(token), { origin: 'http://evil.test' }), expected)).toBeNull();
    expect(acceptConnect(event(connectData(token), { source: {} }), expected)).toBeNull();
    expect(acceptConnect(event({ ...connectData(token), type: 'instance' }), expected)).toBeNull();
    expect(acceptConnect(event(connectData(token), { ports: [] }), expected)).toBeNull();
  });

  it('makes 128-bit secrets that differ', () => {
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(newPluginToken()).not.toBe(token);
  });

  it('keeps the frame between the bar and the maximum height, and collapsed is the bar alone', () => {
    expect(clampPluginHeight(10)).toBe(PLUGIN_MIN_HEIGHT);
    expect(clampPluginHeight(99_999)).toBe(PLUGIN_MAX_HEIGHT);
    expect(clampPluginHeight(600.4)).toBe(600);
    expect(dockHeight({ type: 'resize', state: 'collapsed', height: 700 })).toBe(PLUGIN_MIN_HEIGHT);
    expect(dockHeight({ type: 'resize', state: 'expanded', height: 700 })).toBe(700);
  });

  it('refuses messages of another shape on either side', () => {
    expect(frameMessage.safeParse({ type: 'resize', state: 'huge' }).success).toBe(false);
    expect(frameMessage.safeParse({ type: 'eval', code: '1' }).success).toBe(false);
    expect(dockMessage.safeParse({ type: 'instance', instance: 'not a url', origin: 'http://crm.test' }).success).toBe(false);
  });
});
