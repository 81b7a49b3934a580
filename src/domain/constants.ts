/** Business constants of spec 1 section 9 (and the limits the issues fix), verbatim. */
export const HTTP_TIMEOUT_MS = 15000;
export const STATUS0_MAX_RETRIES = 3;
export const STATUS0_FIRST_RETRY_DELAY_MS = 1000;
export const RELOAD_AFTER_401_MS = 500;
export const SOCKET_RECONNECTION_DELAY_MS = 5000;
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 10000;
export const SETTINGS_CACHE_TTL_MS = 300000;
export const DEFAULT_METRIC_PERIOD = 'currentWeek' as const;
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_CONNECT_TIME_S = 120;
export const DEFAULT_INSTANCE_URL = 'http://localhost:4100/api';

/** Sign-in protection: after this many failures in the window a captcha is required. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_SPECIAL_CHARACTERS = '@#$%^&+=';
