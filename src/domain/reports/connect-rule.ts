import { DEFAULT_CONNECT_TIME_S } from '../constants';

/**
 * Spec 3's connection service: what makes a call a connect, for the whole tenant. Every surface that
 * counts connects (dashboard gauges and pie, the six reports, their drawers and charts, list
 * performance, list contact columns, the phone number report) applies this one rule, in SQL through
 * server/activity/measure-sql.ts and here for a single call.
 */
export interface ConnectionSettings {
  /** A call lasting at least connectTime seconds is a connect. */
  connectTimeEnabled: boolean;
  connectTime: number;
  /** A call whose result is marked as a connect (call result option connectScoreEnabled) is a connect. */
  specificCallResultEnabled: boolean;
}

/** The rule with the labels of the call results marked as a connect. */
export interface ConnectRule extends ConnectionSettings {
  connectResults: readonly string[];
}

export const DEFAULT_CONNECTION_SETTINGS: Readonly<ConnectionSettings> = { connectTimeEnabled: true, connectTime: DEFAULT_CONNECT_TIME_S, specificCallResultEnabled: false };

/** Bounds of the connect time an administrator may set (seconds). */
export const CONNECT_TIME_MIN_S = 1;
export const CONNECT_TIME_MAX_S = 3600;
export const NO_CONNECT_RULE = 'Choose at least one way a call counts as a connect';

/** The settings a tenant stored, over the defaults (a tenant from before the page has only its connect time). */
export function connectionSettingsOf(stored: Partial<ConnectionSettings> | undefined, legacyConnectTime?: number): ConnectionSettings {
  return {
    connectTimeEnabled: stored?.connectTimeEnabled ?? DEFAULT_CONNECTION_SETTINGS.connectTimeEnabled,
    connectTime: stored?.connectTime ?? legacyConnectTime ?? DEFAULT_CONNECTION_SETTINGS.connectTime,
    specificCallResultEnabled: stored?.specificCallResultEnabled ?? DEFAULT_CONNECTION_SETTINGS.specificCallResultEnabled,
  };
}

export interface CallFacts {
  direction: 'in' | 'out';
  durationSeconds: number;
  /** The call result's label, if one was chosen. */
  result: string | null;
}

/**
 * Is this call a connect? Only outbound calls are (a connect measures dials that reached someone;
 * inbound calls are counted on their own). With both ways on, either one is enough.
 */
export function isConnect(call: CallFacts, rule: ConnectRule): boolean {
  if (call.direction !== 'out') return false;
  const byTime = rule.connectTimeEnabled && call.durationSeconds >= rule.connectTime;
  const byResult = rule.specificCallResultEnabled && call.result !== null && rule.connectResults.includes(call.result);
  return byTime || byResult;
}

/** Was the call answered (talked on at all)? The pie's short and unanswered slices split the non-connects by this. */
export const isAnswered = (call: Pick<CallFacts, 'durationSeconds'>) => call.durationSeconds > 0;

/** A connect time as people say it: "2 min", "90 s", "1 min 30 s". */
export function connectTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * What "connect" means in this tenant, in the words every label uses: "2 min or more",
 * "2 min or more, or a connect result", "a connect result".
 */
export function connectRuleText(rule: ConnectionSettings): string {
  const time = rule.connectTimeEnabled ? `${connectTimeText(rule.connectTime)} or more` : null;
  const result = rule.specificCallResultEnabled ? 'a connect result' : null;
  return [time, result].filter((part): part is string => part !== null).join(', or ') || 'none';
}
