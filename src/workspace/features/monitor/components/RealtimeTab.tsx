import { Alert, Button, Center, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInfo, RealtimeLine } from '@/src/contract';
import { listenableCallId, monitorStep, unsavedCallInfo } from '@/src/domain/monitor/monitor-selection';
import { filterRealtimeLines, pageOfLines, REALTIME_PAGE_SIZE, sortRealtimeLines } from '@/src/domain/monitor/realtime-lines';
import { sessionState } from '@/src/workspace/session/state';
import { TablePager } from '@/src/workspace/ui/TablePager';
import { useNow } from '@/src/workspace/ui/useNow';
import { useCallInfo, useSaveCallInfo } from '../hooks/useCallInfo';
import { sendMonitorCommand, useMonitoring } from '../hooks/useMonitoring';
import { useRealtimeFilter } from '../hooks/useRealtimeFilter';
import { useRealtimeLines } from '../hooks/useRealtimeLines';
import { RealtimeDetailPanel } from './RealtimeDetailPanel';
import { RealtimeFilters } from './RealtimeFilters';
import { RealtimeTable } from './RealtimeTable';

const EMPTY_INFO: CallInfo = { callObservation: null, callScore: null };

/**
 * monitor/teamcalls (spec 3 sections 2 and 4): every user's line, live; a selected line on a call
 * is listened to by itself, another selection stops it (saving an unsaved observation or score of
 * the previous call first); the supervisor's own line is never monitored.
 */
export function RealtimeTab() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionState);
  const ownUserId = session?.userId ?? 0;
  const lines = useRealtimeLines(session?.tenantId ?? null);
  const { filter, set: setFilter } = useRealtimeFilter();
  const monitoring = useMonitoring();
  const now = useNow(true, 1000);
  const [page, setPage] = useState(0);
  const [selectedUserId, setSelectedUserId] = useState<number | null>(null);
  const selected = lines.data?.find((l) => l.user.id === selectedUserId) ?? null;
  const callId = selected?.callId ?? null;
  const listenable = listenableCallId(selected);
  const info = useCallInfo(callId);
  const save = useSaveCallInfo();
  const [draft, setDraft] = useState<{ callId: string; info: CallInfo } | null>(null);
  const [notice, setNotice] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  /** Calls the supervisor stopped listening to: not listened to again by themselves. */
  const declined = useRef(new Set<string>());
  /** The call a listen was last asked for (the offscreen state follows a moment later). */
  const requested = useRef<string | null>(null);
  const monitoredCallId = monitoring && monitoring.state !== 'IDLE' ? monitoring.callId : null;

  useEffect(() => {
    if (callId === null) setDraft(null);
    else if (info.data) setDraft({ callId, info: info.data });
  }, [callId, info.data]);

  useEffect(() => {
    // A page opened while the offscreen document listens shows that line.
    if (selectedUserId === null && monitoredCallId !== null && monitoring?.userId) {
      setSelectedUserId(monitoring.userId);
      return;
    }
    const step = monitorStep({ selectedUserId, selectedCallId: listenable, monitoredCallId, ownUserId });
    const target = step.kind === 'start' ? step.callId : step.kind === 'switch' ? step.to : null;
    if (step.kind === 'stop' || (step.kind === 'switch' && declined.current.has(step.to))) {
      requested.current = null;
      void sendMonitorCommand({ type: 'stop' });
      return;
    }
    const failed = monitoring?.error && monitoring.callId === target;
    if (target === null || selectedUserId === null || declined.current.has(target) || failed || requested.current === target) return;
    requested.current = target;
    void sendMonitorCommand({ type: 'listen', callId: target, userId: selectedUserId });
  }, [selectedUserId, listenable, monitoredCallId, ownUserId, monitoring?.error, monitoring?.callId, monitoring?.userId]);

  const loaded = callId !== null && draft?.callId === callId ? draft : null;
  const dirty = loaded !== null && unsavedCallInfo(info.data ?? null, loaded.info);

  async function saveDraft(target: { callId: string; info: CallInfo }) {
    try {
      await save.mutateAsync(target);
      setNotice({ kind: 'saved', text: t('realtime.saved') });
    } catch {
      setNotice({ kind: 'error', text: t('realtime.saveError') });
    }
  }

  async function select(line: RealtimeLine) {
    if (line.user.id === selectedUserId) return;
    // Spec 3 section 4: an unsaved observation or score of the previous call is saved first.
    if (loaded && dirty) await saveDraft(loaded);
    else setNotice(null);
    setSelectedUserId(line.user.id);
  }

  function listen(line: RealtimeLine) {
    if (!line.callId) return;
    declined.current.delete(line.callId);
    requested.current = null;
    if (line.user.id === selectedUserId) {
      requested.current = line.callId;
      void sendMonitorCommand({ type: 'listen', callId: line.callId, userId: line.user.id });
    } else void select(line);
  }

  function stop() {
    if (monitoredCallId) declined.current.add(monitoredCallId);
    requested.current = null;
    void sendMonitorCommand({ type: 'stop' });
  }

  if (lines.isPending || filter === null)
    return (
      <Center p="xl">
        <Loader aria-label={t('realtime.loading')} />
      </Center>
    );
  if (lines.isError)
    return (
      <Alert color="red" data-testid="realtime-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('realtime.loadError')}</Text>
          <Button size="xs" variant="light" onClick={() => void lines.refetch()}>
            {t('realtime.retry')}
          </Button>
        </Stack>
      </Alert>
    );

  const shown = sortRealtimeLines(filterRealtimeLines(lines.data, filter));
  const current = pageOfLines(shown, page + 1);
  return (
    <Grid data-testid="realtime-tab">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <RealtimeFilters
            lines={lines.data}
            filter={filter}
            onChange={(next) => {
              setPage(0);
              setFilter(next);
            }}
          />
          {shown.length === 0 ? (
            <Text c="dimmed" data-testid="realtime-empty">
              {t('realtime.empty')}
            </Text>
          ) : (
            <RealtimeTable
              rows={current.rows}
              now={now}
              ownUserId={ownUserId}
              selectedUserId={selectedUserId}
              monitoredCallId={monitoredCallId}
              onSelect={(line) => void select(line)}
              onMonitor={listen}
              onStop={stop}
            />
          )}
          <TablePager page={current.page - 1} total={shown.length} pageSize={REALTIME_PAGE_SIZE} onPage={setPage} testId="realtime-pager" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="sm">
          <RealtimeDetailPanel
            line={selected}
            monitoring={monitoring}
            onMode={(mode) => void sendMonitorCommand({ type: 'mode', mode })}
            draft={loaded?.info ?? EMPTY_INFO}
            loading={callId !== null && info.isPending}
            dirty={dirty}
            saving={save.isPending}
            notice={notice}
            onDraft={(next) => callId && setDraft({ callId, info: next })}
            onSave={() => loaded && void saveDraft(loaded)}
          />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
