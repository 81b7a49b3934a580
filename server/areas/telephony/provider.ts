/**
 * A telephone network behind one interface: the built-in Simulated carrier fills it today, a real
 * SIP trunk or CPaaS can later. Terminology: a "leg" is one party's side of a call placed by the
 * provider (pstn connection type: the user's own phone, the dialed party); an "inbound call" is the
 * provider calling a softphone user over SIP.
 */

export interface LegEvents {
  /** The far end is ringing (180). */
  onRinging?(): void;
  onAnswered(): void;
  /** statusCode: the SIP failure (486, 480, 503...) or null for a normal hangup. */
  onEnded(statusCode: number | null, reason: string): void;
}

/** A server-driven call leg (pstn): commands act on it, events come back through LegEvents. */
export interface ProviderLeg {
  readonly id: string;
  readonly phoneNumber: string;
  hangup(): void;
  hold(): void;
  resume(): void;
  mute(): void;
  unmute(): void;
  sendDtmf(digits: string): void;
  play(action: 'start' | 'stop'): void;
  /** Connects this leg's audio with another leg of the same provider (bridge / conference). */
  bridge(other: ProviderLeg): void;
}

export interface DialInput {
  to: string;
  /** Caller id shown to the far end. */
  from: string;
  maxRingingSeconds: number;
}

/** On the carrier's INVITE of a call to one of our numbers (a DID): the SIP server gives it to the ACD. */
export const INBOUND_DID_HEADER = 'X-Inbound-Did';

export interface InboundInput {
  /** The SIP user to call (the user's userProvisioningId). */
  sipUser: string;
  from: string;
  maxRingingSeconds: number;
  /** Extra X- headers of the INVITE (a transfer's Refer-To headers, e.g. the ACD's queue and entry). */
  headers?: Record<string, string>;
}

export interface TelephonyProvider {
  /** Shown in the UI wherever the carrier is named ("Simulated carrier"). */
  readonly name: string;
  readonly simulated: boolean;
  /** pstn: places a leg to a telephone number. */
  dial(input: DialInput, events: LegEvents): ProviderLeg;
  /** Calls a softphone user over SIP; rejects when the provider is not connected to the SIP server. */
  callUser(input: InboundInput, events: LegEvents): Promise<ProviderLeg>;
  close(): Promise<void>;
}
