import { DEFAULT_CONNECTION_SETTINGS, isConnect, type ConnectRule } from '../reports/connect-rule';

/**
 * Playbook exit conditions (spec 2 section 3): lead status set to, call result set to, inbound call,
 * connect call completed (a connect by the tenant's one rule, src/domain/reports/connect-rule.ts; by
 * default an outbound call of 120 seconds or more), email received, SMS received from contact.
 * Matched against one activity of the one log, as it is written.
 */
export type ExitConditionKind = 'leadStatus' | 'callResult' | 'inboundCall' | 'connectCall' | 'emailReceived' | 'smsReceived';

export interface ExitConditionRule {
  condition: ExitConditionKind;
  value: string | null;
  success: boolean;
}

export interface ActivityFacts {
  kind: string;
  direction: 'in' | 'out' | null;
  durationSeconds: number | null;
  data: Record<string, unknown>;
}

/** Spec 2 section 9: connect call exit condition, duration 120 seconds or more. */
export const CONNECT_CALL_MIN_SECONDS = 120;

/** The contact event a lead status change writes: `{ event: 'CHANGE_LEAD_STATUS', from, to }` (status names). */
export const LEAD_STATUS_EVENT = 'CHANGE_LEAD_STATUS';

const same = (a: unknown, b: string | null) => typeof a === 'string' && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The default connect rule (spec 2 section 9: 120 seconds or more) when the tenant's is not given. */
const DEFAULT_RULE: ConnectRule = { ...DEFAULT_CONNECTION_SETTINGS, connectTime: CONNECT_CALL_MIN_SECONDS, connectResults: [] };

export function exitConditionMatches(rule: ExitConditionRule, activity: ActivityFacts, connectRule: ConnectRule = DEFAULT_RULE): boolean {
  switch (rule.condition) {
    case 'leadStatus':
      return activity.kind === 'contact_event' && activity.data.event === LEAD_STATUS_EVENT && same(activity.data.to, rule.value);
    case 'callResult':
      return activity.kind === 'call' && same(activity.data.result, rule.value);
    case 'inboundCall':
      return activity.kind === 'call' && activity.direction === 'in';
    case 'connectCall':
      return (
        activity.kind === 'call' &&
        isConnect(
          { direction: activity.direction ?? 'out', durationSeconds: activity.durationSeconds ?? 0, result: typeof activity.data.result === 'string' ? activity.data.result : null },
          connectRule,
        )
      );
    case 'emailReceived':
      return activity.kind === 'email' && activity.direction === 'in';
    case 'smsReceived':
      return activity.kind === 'sms' && activity.direction === 'in';
  }
}

/** The first of a playbook's exit conditions this activity meets, or null. */
export function matchingExitCondition<R extends ExitConditionRule>(rules: readonly R[], activity: ActivityFacts, connectRule?: ConnectRule): R | null {
  return rules.find((rule) => exitConditionMatches(rule, activity, connectRule)) ?? null;
}

/** Activities that can never meet a condition, so the engine skips its lookup for them. */
export function mayMeetExitCondition(activity: Pick<ActivityFacts, 'kind'>): boolean {
  return activity.kind === 'call' || activity.kind === 'email' || activity.kind === 'sms' || activity.kind === 'contact_event';
}
