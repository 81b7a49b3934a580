import { atom } from 'jotai';
import type { PluginBridge } from '@/src/workspace/plugin/pluginBridge';

/** Set when the workspace runs as the plugin frame in a CRM page; null in the side panel and tabs. */
export const pluginFrameState = atom<PluginBridge | null>(null);

/** The frame is folded to its bar. */
export const pluginCollapsedState = atom(false);
