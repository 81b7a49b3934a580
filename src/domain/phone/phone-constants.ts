/** Phone constants of spec 1 section 9 and section 5 (verbatim values). */
export const DTMF_DURATION_MS = 160;
export const DTMF_GAP_MS = 100;
export const MAX_SIMULTANEOUS_CALLS = 2;
export const MAX_OUTBOUND_CALLS = 2;
export const EMERGENCY_ALERT_MS = 5000;
export const CALL_ERROR_SHOWN_MS = 4000;
export const DEFAULT_MANDATORY_CALL_RESULT_S = 30;
export const DEFAULT_DIALING_PLAN_COUNTRY = 'US' as const;
export const DEFAULT_SIP_REGISTER_EXPIRES_S = 360;
export const ICE_CHECKING_MS = 3000;
export const PARALLEL_RINGING_DEFAULT_S = 30;
export const PREVENT_MULTIPLE_CONTACT_CALLS_DEFAULT = { enabled: false, interval: 15 } as const;
export const STRING_TO_TONES_MAX_LENGTH = 5;
/** Keys of the keypad; also its hotkeys. */
export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
/** Results a mandatory call result cannot be (spec 1 section 5, call result panel). */
export const EXCLUDED_MANDATORY_RESULTS = ['Call Failed', 'No Answer', 'Callback - HangUp'] as const;
/** The result a failed call gets (spec 1 section 8). */
export const CALL_FAILED_RESULT = 'Call Failed';
