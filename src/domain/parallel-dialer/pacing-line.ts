/**
 * The parallel dialer's pacing line: one sentence whose numbers agree. It says what the list's last
 * 30 days hold (or that nobody answered yet) and, while the session runs, how many of the rep's lines
 * the abandonment guard lets dial. Which sentence it is, is decided here; the words are the catalogue's.
 */
export type PacingHistory = { kind: 'noAnswers'; limit: number } | { kind: 'window'; abandoned: number; people: number; rate: number; limit: number };
export type PacingLines = { kind: 'fewer'; allowed: number; lines: number } | { kind: 'all'; lines: number } | null;

export interface PacingLine {
  history: PacingHistory;
  lines: PacingLines;
}

export function pacingLine(input: {
  abandonment: { personAnswers: number; abandoned: number; ratePercent: number; limitPercent: number };
  allowedLines: number;
  assignedLines: number;
  running: boolean;
}): PacingLine {
  const { abandonment: a } = input;
  const history: PacingHistory =
    a.personAnswers === 0
      ? { kind: 'noAnswers', limit: a.limitPercent }
      : { kind: 'window', abandoned: Math.min(a.abandoned, a.personAnswers), people: a.personAnswers, rate: a.ratePercent, limit: a.limitPercent };
  if (!input.running || input.assignedLines <= 0) return { history, lines: null };
  const allowed = Math.max(0, Math.min(input.allowedLines, input.assignedLines));
  return { history, lines: allowed < input.assignedLines ? { kind: 'fewer', allowed, lines: input.assignedLines } : { kind: 'all', lines: input.assignedLines } };
}
