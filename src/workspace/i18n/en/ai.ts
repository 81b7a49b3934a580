/** English texts of the AI settings page. */
export const aiEn = {
  aiSettings: {
    title: 'AI features',
    loadFailed: 'Could not load the settings the AI features depend on.',
    noModel: 'This server runs no language model. Features that need one are not available; the ones below that work from the call audio or your data are.',
    feature: 'Feature',
    state: 'State',
    states: { available: 'Available', turnedOff: 'Turned off', needsModel: 'Needs a language model' },
    features: {
      answeringMachineDetection: {
        name: 'Answering machine detection',
        what: 'The parallel dialer tells a person from a machine by the greeting’s length and pauses, then leaves your voice message at the beep.',
        turnOn: 'Turn the parallel dialer on in Settings > Your organization > Parallel dialer.',
      },
      talkSilenceMap: {
        name: 'Talk and silence map of recordings',
        what: 'Each recording shows where the rep and the other side spoke, per channel, in the player.',
        turnOn: 'Turn recording on in Settings > Your organization > Recordings.',
      },
      dataQuality: {
        name: 'Data quality',
        what: 'Missing phones and emails, invalid numbers and duplicates among your contacts, with the records behind each count.',
        turnOn: 'Ask an administrator for the data quality permission.',
      },
      callTranscription: { name: 'Call transcription', what: 'A written transcript of each recorded call.', turnOn: '' },
      callSummary: { name: 'Call summary', what: 'A short summary and next steps after each call.', turnOn: '' },
      emailDrafting: { name: 'Email drafting', what: 'A first draft of an email from the contact’s history.', turnOn: '' },
    },
  },
} as const;
