import type { Threshold } from './gauge';

export const THRESHOLD_ORDER_MESSAGE = 'The error threshold must be at most the warning threshold, and the warning threshold at most the target.';

/**
 * A gauge's daily thresholds make sense when error <= warning <= target (spec 1 section 9: warning
 * below the warning threshold, error below the error threshold, the target filling the gauge).
 */
export const thresholdsInOrder = (t: Threshold) => t.error <= t.warning && t.warning <= t.target;
