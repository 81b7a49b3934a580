/** TanStack Query keys of the SMS area. */
export const smsKeys = { numbers: ['sms', 'numbers'] as const, history: ['sms', 'history'] as const, thread: (contactId: number, to: string) => ['sms', 'thread', contactId, to] as const };
