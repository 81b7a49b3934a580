/** TanStack Query keys of telephony (the phone, call results, colleagues, predefined messages). */
export const telephonyKeys = {
  all: ['telephony'] as const,
  settings: ['telephony', 'settings'] as const,
  callResults: ['telephony', 'callResults'] as const,
  users: ['telephony', 'users'] as const,
  callInfoByNumber: (number: string) => ['telephony', 'callInfoByNumber', number] as const,
  predefinedMessages: (type: string) => ['telephony', 'predefinedMessages', type] as const,
};
