/**
 * Spec 1 section 7: the softphone's INVITE names a host or zone, a user id, a session type of
 * parallel-dial (calls of a parallel dialer session) and a maximum ringing length.
 */
export const SIP_HEADERS = { zone: 'X-Zone', userId: 'X-User-Id', sessionType: 'X-Session-Type', maxRinging: 'X-Max-Ringing-Length', callerId: 'X-Caller-Id' } as const;
export const PARALLEL_DIAL_SESSION = 'parallel-dial';

/** `callerId`: spec 3 caller id, the number the call presents to the carrier. */
export function outboundCallHeaders(input: { zone: string; userId: number; maxRingingSeconds: number; parallelDial?: boolean; callerId?: string | null }): string[] {
  return [
    `${SIP_HEADERS.zone}: ${input.zone}`,
    `${SIP_HEADERS.userId}: ${input.userId}`,
    ...(input.parallelDial ? [`${SIP_HEADERS.sessionType}: ${PARALLEL_DIAL_SESSION}`] : []),
    `${SIP_HEADERS.maxRinging}: ${input.maxRingingSeconds}`,
    ...(input.callerId ? [`${SIP_HEADERS.callerId}: ${input.callerId}`] : []),
  ];
}
