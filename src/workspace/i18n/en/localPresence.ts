/** English texts of the local presence settings page. */
export const localPresenceEn = {
  localPresence: {
    title: 'Local presence',
    intro:
      'Your organization’s local numbers on the carrier. When local presence is on, a call to a number in the same area (US and Canada: area code; UK and Singapore: the first digits) shows one of these as the caller id, the same one each time for the same person; elsewhere a call shows the rep’s own caller id.',
    enabled: 'Present a local number',
    addNumber: 'Add a number (US/CA, UK or Singapore, at most {{max}})',
  },
} as const;
