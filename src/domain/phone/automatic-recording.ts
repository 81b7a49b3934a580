/**
 * Spec 3 recording settings: which calls are recorded from their answer, without the Record button.
 * The filters are number prefixes whose calls are never recorded automatically (outbound: the
 * number called; inbound: the caller), e.g. an internal range or a number that must stay private.
 * The user-side filters (users never recorded automatically) are applied on the server, which folds
 * them into outboundEnabled / inboundEnabled for that user.
 */
export interface AutomaticRecording {
  outboundEnabled: boolean;
  inboundEnabled: boolean;
  outboundFilters?: readonly string[];
  inboundFilters?: readonly string[];
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Whether a number falls under one of the filters (by its digits, so '+1 800' matches '18005550100'). */
export function matchesNumberFilter(number: string, filters: readonly string[]): boolean {
  const n = digits(number);
  return filters.some((filter) => {
    const f = digits(filter);
    return f.length > 0 && n.startsWith(f);
  });
}

/** Whether a call of this direction, to or from this number, is recorded from its answer. */
export function recordsAutomatically(settings: AutomaticRecording, direction: 'outgoing' | 'incoming', number = ''): boolean {
  const enabled = direction === 'outgoing' ? settings.outboundEnabled : settings.inboundEnabled;
  const filters = (direction === 'outgoing' ? settings.outboundFilters : settings.inboundFilters) ?? [];
  return enabled && !matchesNumberFilter(number, filters);
}

/** A filter as typed in the settings: digits with an optional leading +, 1-15 digits. */
export const NUMBER_FILTER_PATTERN = /^\+?\d{1,15}$/;
