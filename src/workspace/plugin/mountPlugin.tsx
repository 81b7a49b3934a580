import { createRoot } from 'react-dom/client';
import { browser } from 'wxt/browser';
import { CRM_HOSTS_KEY, hostFor, parseCrmHosts } from '@/src/extension/plugin/crm-hosts';
import { TOKEN_PARAM } from '@/src/extension/plugin/plugin-messages';
import { App } from '../App';
import { pluginFrameState } from '../features/plugin/state/pluginFrameState';
import { connectionStorage } from '../platform';
import { workspaceStore } from '../session/state';
import { connectPluginBridge } from './pluginBridge';
import { PluginRefused } from './PluginRefused';

/**
 * The plugin frame: the workspace docked in one of the user's CRM sites. It shows nothing unless
 * the page embedding it is one of those sites and the dock proves itself with the secret it put in
 * this frame's address; then it learns the site's instance and runs the workspace, compact.
 */
export async function mountPlugin(element: HTMLElement | null) {
  if (!element) throw new Error('plugin root element missing');
  const root = createRoot(element);
  const parentOrigin = window.location.ancestorOrigins?.[0] ?? null;
  const token = new URLSearchParams(window.location.search).get(TOKEN_PARAM);
  const hosts = parseCrmHosts((await browser.storage.local.get(CRM_HOSTS_KEY))[CRM_HOSTS_KEY]);
  if (window.parent === window || !parentOrigin || !token || !hostFor(hosts, parentOrigin)) {
    root.render(<PluginRefused reason="notCrmSite" />);
    return;
  }
  try {
    const bridge = await connectPluginBridge(window, { token, parentOrigin, parentWindow: window.parent });
    workspaceStore.set(pluginFrameState, bridge);
    if (!(await connectionStorage.read())) window.location.hash = `!/login?instance=${encodeURIComponent(bridge.instance)}`;
    else if (!window.location.hash.startsWith('#!/')) window.location.hash = '!/dashboard';
    root.render(<App />);
  } catch {
    root.render(<PluginRefused reason="noAnswer" />);
  }
}
