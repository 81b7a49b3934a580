import { Alert, Box } from '@mantine/core';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOuterHeight } from '../hooks/useOuterHeight';
import { useReloadListsOnPaused } from '../hooks/useReloadListsOnPaused';
import { powerDialerHeightState } from '../state/powerDialerHeightState';
import { powerDialerStartErrorState } from '../state/powerDialerStartErrorState';
import { usePowerDialer } from '../hooks/usePowerDialer';
import { PowerDialerPanel } from './PowerDialerPanel';

/**
 * The power-dialer panel's place: fixed under the navbar, its height published so the content's top
 * padding is that height plus 50 px (spec 1 section 9). Its state lives in the offscreen engine, so a
 * reopened side panel shows the running dialer.
 */
export function PowerDialerHost() {
  const { t } = useTranslation();
  const dialer = usePowerDialer();
  const [startError, setStartError] = useAtom(powerDialerStartErrorState);
  const setHeight = useSetAtom(powerDialerHeightState);
  const { ref, height } = useOuterHeight<HTMLDivElement>();
  useReloadListsOnPaused(dialer.state?.notice);
  const state = dialer.state;
  const shown = (state !== null && state.status !== 'inactive') || startError !== null;
  useEffect(() => setHeight(shown ? height : 0), [shown, height, setHeight]);
  useEffect(() => () => setHeight(0), [setHeight]);
  if (!shown) return null;
  return (
    // The bottom padding is part of the measured height: the content (top padding = height + 50 px) keeps a gap below the panel.
    <Box ref={ref} pos="fixed" top="var(--app-shell-header-height, 48px)" left={0} right={0} pb={8} style={{ zIndex: 150 }} bg="var(--mantine-color-body)" data-testid="power-dialer-host">
      {state && state.status !== 'inactive' && <PowerDialerPanel dialer={dialer} state={state} />}
      {startError && (
        <Alert color="red" role="alert" radius={0} py={6} withCloseButton closeButtonLabel={t('powerDialer.dismiss')} onClose={() => setStartError(null)} data-testid="pd-start-error">
          {startError}
        </Alert>
      )}
    </Box>
  );
}
