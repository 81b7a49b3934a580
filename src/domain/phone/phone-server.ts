/** How often a phone whose SIP server is down asks again whether it runs (the server restarts it, or an admin installs it). */
export const PHONE_SERVER_RETRY_MS = 10_000;

/** What the phone says instead of 'Connecting…' for ever when the server reports its SIP server down. */
export const phoneServerDownMessage = (reason: string | null) => `Phone server is not running: ${reason?.trim() || 'the server did not say why'}`;
