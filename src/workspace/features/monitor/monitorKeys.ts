/** TanStack Query keys of the monitor area (real-time table, call info, saved filter). */
export const monitorKeys = { lines: ['monitor', 'lines'] as const, callInfo: (callId: string) => ['monitor', 'callInfo', callId] as const, filter: ['monitor', 'realtimeFilter'] as const };
