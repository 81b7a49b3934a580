import { ActionIcon, Tooltip } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pluginCollapsedState, pluginFrameState } from '../state/pluginFrameState';

/** The plugin frame's fold button in the top bar: the dock shrinks the frame to the bar, or restores it. */
export function PluginToggle() {
  const { t } = useTranslation();
  const bridge = useAtomValue(pluginFrameState);
  const [collapsed, setCollapsed] = useAtom(pluginCollapsedState);
  useEffect(() => bridge?.onResized((state) => setCollapsed(state === 'collapsed')), [bridge, setCollapsed]);
  if (!bridge) return null;
  const label = collapsed ? t('plugin.expand') : t('plugin.collapse');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} data-testid="plugin-toggle" data-collapsed={collapsed} onClick={() => bridge.resize(collapsed ? 'expanded' : 'collapsed')}>
        {collapsed ? '▴' : '▾'}
      </ActionIcon>
    </Tooltip>
  );
}
