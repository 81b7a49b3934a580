import { simulatedCarrierFlags, type CarrierFlags, type NumberTraffic } from '@/src/domain/reports/simulated-reputation';

/**
 * Where the spam flag status report gets each carrier's verdict on a number. A real deployment plugs
 * in a number-reputation service here; the built-in one is simulated (no carrier analytics can be
 * reached from here) and its name says so wherever it is shown.
 */
export interface NumberReputationProvider {
  readonly name: string;
  readonly simulated: boolean;
  flags(numbers: readonly { phoneNumber: string; traffic: NumberTraffic }[]): Promise<CarrierFlags[]>;
}

export const simulatedReputationProvider: NumberReputationProvider = {
  name: 'Simulated reputation provider',
  simulated: true,
  flags: async (numbers) => numbers.map((n) => simulatedCarrierFlags(n.traffic)),
};
