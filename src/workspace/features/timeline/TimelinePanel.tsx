import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { withGapPlaceholders } from '@/src/domain/fields/timeline-gaps';
import { mayDeleteTimelineEntry } from '@/src/domain/timeline-delete';
import { sessionState } from '@/src/workspace/session/state';
import { UndoNotice } from '@/src/workspace/ui/UndoNotice';
import { useUndoableAction } from '@/src/workspace/ui/useUndoableAction';
import { TimelineEntryRow } from './TimelineEntryRow';
import { useTimeline } from './hooks/useTimeline';
import { useLiveTimeline } from './hooks/useLiveTimeline';
import { useTimelineAcl } from './hooks/useTimelineAcl';
import { type TimelineTarget } from './timelineTarget';
import { timelineKeys } from './timelineKeys';
import { useDeleteTimelineEntry } from './hooks/useDeleteTimelineEntry';

/** A contact's or account's timeline: every entry kind with its colour, gap placeholders, infinite scroll, live entries. */
export function TimelinePanel({ target }: { target: TimelineTarget }) {
  const { t } = useTranslation();
  const acl = useTimelineAcl();
  const restrict = acl.data?.restrictOwnActivityHistory ?? false;
  const timeline = useTimeline(target, restrict, acl.isSuccess);
  const key = timelineKeys.entries(target, restrict);
  const live = useLiveTimeline(target, key);
  const entries = useMemo(() => timeline.data?.pages.flatMap((page) => page.entries).filter((entry) => !entry.isDeleted) ?? [], [timeline.data]);
  const rows = useMemo(() => withGapPlaceholders(entries), [entries]);
  const sentinel = useRef<HTMLDivElement>(null);
  const remove = useDeleteTimelineEntry(target, key);
  // One click hides the entry and offers Undo for a few seconds; only then is it deleted.
  const undoable = useUndoableAction(remove.mutate);
  const sending = remove.isPending ? (remove.variables?._id ?? null) : null;
  const session = useAtomValue(sessionState);
  const deleter = session && acl.data ? { userId: session.userId, capList: session.capList, canDeleteTimelineEntry: acl.data.canDeleteTimelineEntry } : null;

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver(([first]) => {
      if (first?.isIntersecting && timeline.hasNextPage && !timeline.isFetchingNextPage) void timeline.fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [timeline]);

  return (
    <Stack gap="xs" data-testid="timeline" data-live={live.joined}>
      <Title order={5}>{t('timeline.title')}</Title>
      {acl.isError || timeline.isError ? (
        <Alert color="red" data-testid="timeline-error">
          {t('timeline.error')}
          <Button size="xs" variant="light" ml="sm" onClick={() => void (acl.isError ? acl.refetch() : timeline.refetch())}>
            {t('app.retry')}
          </Button>
        </Alert>
      ) : timeline.isPending ? (
        <Center p="md">
          <Loader size="sm" aria-label={t('timeline.loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="timeline-empty">
          {t('timeline.empty')}
        </Text>
      ) : (
        rows.map((row, index) =>
          'kind' in row ? (
            <Text key={`gap-${index}`} size="xs" c="dimmed" ta="center" data-testid="timeline-gap">
              {t(`timeline.gap.${row.unit}`, { count: row.count })}
            </Text>
          ) : row._id === undoable.pendingKey ? (
            <UndoNotice
              key={row._id}
              text={t('timeline.deleted', { kind: row.event ? t(`timeline.kind.${row.event.kind}`) : t(`timeline.kind.${row.type}`) })}
              undoLabel={t('timeline.undo')}
              onUndo={undoable.undo}
            />
          ) : row._id === sending ? null : (
            <TimelineEntryRow
              key={row._id}
              entry={row}
              canDelete={deleter !== null && mayDeleteTimelineEntry(deleter, row)}
              onDelete={() => undoable.start(row._id, row)}
              showContact={target.kind === 'account'}
            />
          ),
        )
      )}
      {remove.isError && (
        <Alert color="red" p="xs">
          {t('timeline.deleteError')} {remove.error instanceof ApiCallError ? remove.error.message : ''}
        </Alert>
      )}
      <div ref={sentinel} />
      {timeline.hasNextPage && (
        <Button size="xs" variant="subtle" loading={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
          {t('timeline.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
