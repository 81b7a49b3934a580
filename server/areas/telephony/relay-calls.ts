import { ApiError } from '../../http/api-error';
import { NgError, type NgClient } from './media/ng-client';

/** The ng protocol's view of one party of a call (the fields we read). */
export interface RelayParty {
  tag?: string;
  label?: string;
  medias?: { protocol?: string; streams?: { 'local port'?: number; 'last packet'?: number; flags?: string[] }[] }[];
}

/** A call on the relay as its two sides: the rep's browser (DTLS-SRTP) and the far side (plain RTP, the carrier). */
export interface RelayCall {
  rep: RelayParty & { tag: string };
  far: RelayParty & { tag: string };
}

export const isUnknownCall = (error: unknown) => error instanceof NgError && /unknown call/i.test(error.message);
/** A party's RTP stream (not its RTCP). */
export const rtpStreamOf = (party: RelayParty) => party.medias?.[0]?.streams?.find((s) => s.flags?.includes('RTP'));

/**
 * Calls on the media relay, as the server's routes see them: a call is reached by its SIP Call-ID
 * and only by the user whose browser is in it (Kamailio labels each offer with that user's SIP name).
 */
export function createRelayCalls(ng: NgClient) {
  /** The call's parties by tag; null when the relay does not have the call (it skips the relay, or ended). */
  async function partiesOf(callId: string): Promise<Record<string, RelayParty> | null> {
    try {
      return ((await ng.request('query', { 'call-id': callId })).tags ?? {}) as Record<string, RelayParty>;
    } catch (error) {
      if (isUnknownCall(error)) return null;
      throw new ApiError(503, 'The media relay did not answer; try again.');
    }
  }

  function sidesOf(parties: Record<string, RelayParty>): RelayCall | null {
    const entries = Object.entries(parties);
    const rep = entries.find(([, p]) => p.medias?.some((m) => m.protocol?.includes('SAVP')));
    const far = entries.find(([, p]) => p.medias?.some((m) => m.protocol === 'RTP/AVP'));
    if (!rep || !far) return null;
    return { rep: { ...rep[1], tag: rep[0] }, far: { ...far[1], tag: far[0] } };
  }

  return {
    partiesOf,
    sidesOf,
    /** The caller's own call on the relay; null when it is not on the relay; 403 when it is someone else's. */
    async ownCall(callId: string, sipUser: string): Promise<RelayCall | null> {
      const parties = await partiesOf(callId);
      if (!parties) return null;
      if (!sipUser || !Object.values(parties).some((p) => p.label === sipUser)) throw new ApiError(403, 'Not your call');
      return sidesOf(parties);
    },
  };
}

export type RelayCalls = ReturnType<typeof createRelayCalls>;
