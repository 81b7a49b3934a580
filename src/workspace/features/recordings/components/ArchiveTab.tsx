import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchivedCall, ArchiveFilterState } from '@/src/contract';
import { ApiCallError } from '@/src/contract/api-call-error';
import { RECORDINGS_PAGE_SIZE } from '@/src/domain/recordings/archive-range';
import type { ArchiveRights } from '@/src/domain/recordings/monitor-tabs';
import { noSelection, selectedCount, toggle, toggleAll, type RecordingSelection } from '@/src/domain/recordings/recording-selection';
import { TablePager } from '@/src/workspace/ui/TablePager';
import { searchOf } from '../archiveFilter';
import { useArchiveFilterState } from '../hooks/useArchiveFilterState';
import { useArchivePage, type ArchiveOrder } from '../hooks/useArchivePage';
import { useCallMarks } from '../hooks/useCallMarks';
import { useZipDownload } from '../hooks/useZipDownload';
import { ArchiveFilters } from './ArchiveFilters';
import { ArchiveTable } from './ArchiveTable';
import { CallDetailPanel } from './CallDetailPanel';

const ORDER: ArchiveOrder = { orderColumn: 'startingTime', orderDirection: 'desc' };
/** Typing a minimum duration searches once the user paused. */
const FILTER_DEBOUNCE_MS = 300;

/** The Archive or Library tab (spec 2 sections 2 and 5): filters, a server-paged table of 10, selection, downloads, and the call opened beside. */
export function ArchiveTab({ library, rights, sharingEnabled, userId }: { library: boolean; rights: ArchiveRights; sharingEnabled: boolean; userId: number | null }) {
  const { t } = useTranslation();
  const saved = useArchiveFilterState(library ? 'monitorLibraryFilter' : 'monitorArchiveFilter');
  if (!saved.state)
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('archive.loading')} />
      </Center>
    );
  return <ArchiveTabBody library={library} rights={rights} sharingEnabled={sharingEnabled} userId={userId} initial={saved.state} onFilters={saved.set} />;
}

function ArchiveTabBody(props: { library: boolean; rights: ArchiveRights; sharingEnabled: boolean; userId: number | null; initial: ArchiveFilterState; onFilters(state: ArchiveFilterState): void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(props.initial);
  const [debounced] = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RecordingSelection>(noSelection);
  const [open, setOpen] = useState<ArchivedCall | null>(null);
  const search = searchOf(debounced, props.library);
  const rangeError = (() => {
    const now = searchOf(filters, props.library);
    return now.ok ? null : now.message;
  })();
  const { rows, count } = useArchivePage(search.ok ? search.filter : null, ORDER, page, RECORDINGS_PAGE_SIZE);
  const marks = useCallMarks();
  const zip = useZipDownload();
  const total = count.data ?? 0;

  // A new search starts on page 1 with nothing selected, and is remembered (spec 2 section 3).
  const searchKey = JSON.stringify(debounced);
  useEffect(() => {
    setPage(1);
    setSelection(noSelection);
    props.onFilters(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  // The open call follows the server's answer (star, score, share).
  const openCall = open ? (rows.data?.find((c) => c.id === open.id) ?? open) : null;
  const selected = selectedCount(selection, total);
  const failure = rows.error ?? count.error;

  return (
    <Stack gap="sm" data-testid={props.library ? 'library-tab' : 'archive-tab'}>
      <ArchiveFilters state={filters} onChange={setFilters} showUser={props.rights.monitorRead} rangeError={rangeError} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="archive-total">
          {t('archive.total', { count: total })}
          {selected > 0 && ` · ${t('archive.selected', { count: selected })}`}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            disabled={selected === 0 || !search.ok}
            loading={zip.isPending && !zip.variables?.csvOnly}
            onClick={() => search.ok && zip.mutate({ selection, filter: search.filter, csvOnly: false })}
            data-testid="archive-download-zip"
          >
            {t('archive.downloadZip')}
          </Button>
          <Button
            size="xs"
            variant="light"
            disabled={selected === 0 || !search.ok}
            loading={zip.isPending && zip.variables?.csvOnly}
            onClick={() => search.ok && zip.mutate({ selection, filter: search.filter, csvOnly: true })}
            data-testid="archive-download-csv"
          >
            {t('archive.downloadCsv')}
          </Button>
        </Group>
      </Group>
      {zip.isError && (
        <Alert color="red" data-testid="archive-download-error">
          {t('archive.downloadFailed')}: {zip.error instanceof ApiCallError && zip.error.status < 500 ? zip.error.message : 'Server error'}
        </Alert>
      )}
      {failure ? (
        <Alert color="red" data-testid="archive-error">
          <Group justify="space-between">
            <Text size="sm">{failure instanceof ApiCallError && failure.status === 403 ? failure.message : t('archive.loadError')}</Text>
            <Button size="xs" variant="light" onClick={() => void Promise.all([rows.refetch(), count.refetch()])}>
              {t('archive.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !search.ok ? null : rows.isPending ? (
        <Center p="md">
          <Loader size="sm" aria-label={t('archive.loading')} />
        </Center>
      ) : (rows.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" p="md" data-testid="archive-empty">
          {props.library ? t('archive.libraryEmpty') : t('archive.empty')}
        </Text>
      ) : (
        <ArchiveTable
          calls={rows.data ?? []}
          total={total}
          selection={selection}
          canStar={props.rights.monitorRead}
          onToggle={(id) => setSelection((s) => toggle(s, id))}
          onToggleAll={() => setSelection((s) => toggleAll(s, total))}
          onStar={(call) => marks.star.mutate({ id: call.id, starred: !call.starred })}
          onOpen={setOpen}
        />
      )}
      <TablePager page={page - 1} total={total} pageSize={RECORDINGS_PAGE_SIZE} onPage={(p) => setPage(p + 1)} testId="archive-pager" />
      <Drawer opened={openCall !== null} onClose={() => setOpen(null)} position="right" size="lg" title={t('callDetail.title')} data-testid="call-drawer">
        {openCall && <CallDetailPanel call={openCall} rights={props.rights} sharingEnabled={props.sharingEnabled} userId={props.userId} />}
      </Drawer>
    </Stack>
  );
}
