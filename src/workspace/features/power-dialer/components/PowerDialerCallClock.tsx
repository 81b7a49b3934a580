import { useAtomValue } from 'jotai';
import type { PowerDialerState } from '@/src/domain/power-dialer/power-dialer-state';
import { CallClock } from '../../phone/components/CallClock';
import { phoneEngineState } from '../../phone/state/phoneEngineState';

/** The dialer's live call's clock, read from the phone (its answer time), while the call lasts. */
export function PowerDialerCallClock({ call }: { call: PowerDialerState['call'] }) {
  const phone = useAtomValue(phoneEngineState);
  const live = call && call.phase === 'live' && call.phoneCallId !== null ? phone?.calls.find((c) => c.id === call.phoneCallId) : undefined;
  return live ? <CallClock call={live} /> : null;
}
