import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pacingLine } from '@/src/domain/parallel-dialer/pacing-line';
import type { ParallelDialerView } from '@/src/phone/parallel-dialer/parallel-dialer-wire';

/** The abandonment guard's one sentence: the list's 30 days and how many lines dial now. */
export function ParallelPacingLine({ view }: { view: ParallelDialerView }) {
  const { t } = useTranslation();
  if (!view.abandonment) return null;
  const running = view.phase === 'running';
  const assigned = view.session?.assignedLines ?? view.lines.length;
  const line = pacingLine({ abandonment: view.abandonment, allowedLines: view.allowedLines, assignedLines: assigned, running });
  const h = line.history;
  const history =
    h.kind === 'noAnswers'
      ? t('parallelDialer.pacingNoAnswers', { limit: h.limit })
      : t('parallelDialer.pacingWindow', { abandoned: h.abandoned, people: t('parallelDialer.people', { count: h.people }), rate: h.rate, limit: h.limit });
  const lines =
    line.lines === null
      ? null
      : line.lines.kind === 'fewer'
        ? t('parallelDialer.pacingFewer', { allowed: line.lines.allowed, count: line.lines.lines })
        : t('parallelDialer.pacingAll', { count: line.lines.lines });
  const held = line.lines?.kind === 'fewer';
  return (
    <Text size="xs" c={held ? 'orange' : 'dimmed'} mb="xs" data-testid="parallel-guard" data-rate={view.abandonment.ratePercent} data-allowed={view.allowedLines}>
      {lines === null ? t('parallelDialer.pacingHistoryOnly', { history }) : t('parallelDialer.pacingSentence', { history, lines })}
    </Text>
  );
}
