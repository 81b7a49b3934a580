import type { DialInput, InboundInput, LegEvents, ProviderLeg, TelephonyProvider } from '../provider';
import { DEFAULT_TIMINGS, type CarrierTimings } from './outcomes';
import { createSimulatedLeg } from './simulated-leg';
import { SimulatedCarrierSipPeer, type SipPeerOptions } from './sip-peer';

export const SIMULATED_CARRIER_NAME = 'Simulated carrier';

export interface SimulatedCarrierOptions {
  timings?: Partial<CarrierTimings>;
  /** Without it the carrier still drives pstn legs, but cannot reach softphones or be dialed. */
  sip?: Omit<SipPeerOptions, 'timings'>;
  log?: (line: string) => void;
}

export interface SimulatedCarrier extends TelephonyProvider {
  readonly sipPeer: SimulatedCarrierSipPeer | undefined;
  start(): Promise<void>;
}

/** The built-in PSTN: deterministic outcomes by number, a real SIP peer behind Kamailio. */
export function createSimulatedCarrier(options: SimulatedCarrierOptions = {}): SimulatedCarrier {
  const timings: CarrierTimings = { ...DEFAULT_TIMINGS, ...options.timings };
  const log = options.log ?? (() => undefined);
  const sipPeer = options.sip ? new SimulatedCarrierSipPeer({ ...options.sip, timings, log }) : undefined;
  return {
    name: SIMULATED_CARRIER_NAME,
    simulated: true,
    sipPeer,
    async start() {
      await sipPeer?.start();
    },
    dial(input: DialInput, events: LegEvents): ProviderLeg {
      return createSimulatedLeg(input, events, timings, log);
    },
    async callUser(input: InboundInput, events: LegEvents): Promise<ProviderLeg> {
      if (!sipPeer) throw new Error('The Simulated carrier is not connected to the SIP server');
      return sipPeer.callUser(input, events);
    },
    async close() {
      await sipPeer?.stop();
    },
  };
}
