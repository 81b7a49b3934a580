/**
 * Spec 1 section 7: the softphone's INVITE names a host or zone, a user id, a session type of
 * parallel-dial (calls of a parallel dialer session) and a maximum ringing length.
 */
export const SIP_HEADERS = { zone: 'X-Zone', userId: 'X-User-Id', sessionType: 'X-Session-Type', maxRinging: 'X-Max-Ringing-Length' } as const;
export const PARALLEL_DIAL_SESSION = 'parallel-dial';

export function outboundCallHeaders(input: { zone: string; userId: number; maxRingingSeconds: number; parallelDial?: boolean }): string[] {
  return [
    `${SIP_HEADERS.zone}: ${input.zone}`,
    `${SIP_HEADERS.userId}: ${input.userId}`,
    ...(input.parallelDial ? [`${SIP_HEADERS.sessionType}: ${PARALLEL_DIAL_SESSION}`] : []),
    `${SIP_HEADERS.maxRinging}: ${input.maxRingingSeconds}`,
  ];
}
