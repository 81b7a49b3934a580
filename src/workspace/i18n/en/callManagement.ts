/** English texts of call management (spec 3 settings/phone/call-management). */
export const callManagementEn = {
  callManagement: {
    title: 'Call management',
    unanswered: 'When I do not answer a call',
    ringOut: 'Let it ring out',
    forward: 'Forward it to a number',
    voicemail: 'Send it to voicemail',
    ringTime: 'Ring my phone first for',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    forwardingNumber: 'Forwarding number',
    voicemailEmail: 'Send voicemails to',
    voicemailEmailPlaceholder: 'My own email address',
    greetingHint: 'Callers hear your active voicemail greeting, then a tone.',
    greetingLink: 'Voicemail greetings',
  },
};
