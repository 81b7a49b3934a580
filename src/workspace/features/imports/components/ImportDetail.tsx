import { Alert, Badge, Button, Center, Group, Loader, Paper, Progress, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImport, ImportField, ImportPreview } from '@/src/contract';
import { defaultsToSend, fieldOfColumn, guessMapping, requiredWithoutValue, setColumnField, unmappedRequired } from '@/src/domain/imports/import-mapping';
import { csvLines } from '@/src/domain/reports/report-csv';
import { saveFile } from '@/src/workspace/ui/saveFile';
import { useListTargets } from '../../lists/hooks/useListNames';
import { fetchImportRejects, useImportDetail, useStartImport } from '../hooks/useImports';

/** One import: its mapping until it starts, then its live progress and result. */
export function ImportDetail({ importId }: { importId: number }) {
  const { t } = useTranslation();
  const detail = useImportDetail(importId);
  if (detail.isPending)
    return (
      <Center p="md">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (detail.isError) return <Alert color="red">{t('imports.loadFailed')}</Alert>;
  const { import: item, preview, fields } = detail.data;
  return (
    <Paper withBorder p="md" data-testid="import-detail" data-status={item.status}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{item.fileName}</Text>
        <Badge variant="light">{t(`imports.status.${item.status}`)}</Badge>
      </Group>
      {item.status === 'uploaded' ? <ImportMapping item={item} preview={preview} fields={fields} /> : <ImportProgressView item={item} columns={preview.columns} />}
    </Paper>
  );
}

function ImportMapping({ item, preview, fields }: { item: CsvImport; preview: ImportPreview; fields: ImportField[] }) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState(() => guessMapping(preview.columns, fields));
  const [dedupeBy, setDedupeBy] = useState<'email' | 'phone' | 'none'>('email');
  const [listId, setListId] = useState<string | null>(null);
  const lists = useListTargets(false, true);
  const start = useStartImport(item.id);
  const [defaults, setDefaults] = useState<Record<string, string>>({});
  // A required field the file lacks can take one value for every row instead of every row being refused (names have their own rule).
  const defaultable = unmappedRequired(mapping, fields).filter((f) => f.fieldName !== 'firstName' && f.fieldName !== 'lastName');
  const missing = requiredWithoutValue(mapping, defaults, fields);
  const hasName = 'firstName' in mapping || 'lastName' in mapping;
  const fieldOptions = [{ value: '', label: t('imports.skip') }, ...fields.map((f) => ({ value: f.fieldName, label: f.isRequired ? `${f.label} *` : f.label }))];

  return (
    <Stack gap="sm">
      <Table data-testid="import-mapping">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.column')}</Table.Th>
            <Table.Th>{t('imports.sample')}</Table.Th>
            <Table.Th>{t('imports.field')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.columns.map((column, index) => (
            <Table.Tr key={index}>
              <Table.Td>{column}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {preview.rows
                    .slice(0, 3)
                    .map((row) => row[index] ?? '')
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${t('imports.field')}: ${column}`}
                  data={fieldOptions}
                  value={fieldOfColumn(mapping, index) ?? ''}
                  onChange={(value) => setMapping((current) => setColumnField(current, index, value || null))}
                  allowDeselect={false}
                  searchable
                  size="xs"
                  w={220}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {missing.length > 0 && <Alert color="yellow">{t('imports.requiredUnmapped', { fields: missing.map((f) => f.label).join(', ') })}</Alert>}
      {defaultable.length > 0 && (
        <Stack gap={4} data-testid="import-defaults">
          <Text size="sm">{t('imports.defaultsIntro')}</Text>
          {defaultable.map((f) => (
            <TextInput
              key={f.fieldName}
              label={t('imports.defaultFor', { field: f.label })}
              value={defaults[f.fieldName] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDefaults((current) => ({ ...current, [f.fieldName]: value }));
              }}
              size="xs"
              w={260}
            />
          ))}
        </Stack>
      )}
      {!hasName && <Alert color="yellow">{t('imports.noName')}</Alert>}
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('imports.dedupeBy')}
          value={dedupeBy}
          onChange={(value) => setDedupeBy(value === 'phone' || value === 'none' ? value : 'email')}
          allowDeselect={false}
          data={[
            { value: 'email', label: t('imports.dedupeEmail') },
            { value: 'phone', label: t('imports.dedupePhone') },
            { value: 'none', label: t('imports.dedupeNone') },
          ]}
          w={260}
        />
        <Select
          label={t('imports.list')}
          placeholder={t('imports.listPlaceholder')}
          value={listId}
          onChange={setListId}
          clearable
          searchable
          data={(lists.data?.lists ?? []).filter((l) => l.type !== 'dynamic').map((l) => ({ value: String(l.id), label: l.name }))}
          w={260}
        />
        <Button
          loading={start.isPending}
          disabled={!hasName}
          onClick={() => start.mutate({ entity: item.entity, mapping, defaults: defaultsToSend(mapping, defaults), dedupeBy, listId: listId ? Number(listId) : null })}
        >
          {t('imports.start')}
        </Button>
      </Group>
      {start.isError && <Alert color="red">{t('imports.startFailed', { message: start.error.message })}</Alert>}
    </Stack>
  );
}

function ImportProgressView({ item, columns }: { item: CsvImport; columns: string[] }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const percent = item.totalRows ? (item.processedRows / item.totalRows) * 100 : 0;
  const skipped = item.rejectedCount + item.duplicateCount;
  const download = async () => {
    setDownloading(true);
    try {
      const rejects = await fetchImportRejects(item.id);
      const text = csvLines([['Row', 'Reason', ...columns], ...rejects.map((r) => [r.rowNumber, r.reason, ...r.values])]);
      saveFile(new Blob([text], { type: 'text/csv' }), t('imports.rejectsFile', { name: item.fileName.replace(/\.csv$/i, '') }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="import-progress" data-processed={item.processedRows} data-created={item.createdCount} data-duplicates={item.duplicateCount} data-rejected={item.rejectedCount}>
      <Progress value={percent} animated={item.status === 'running' || item.status === 'queued'} aria-label={t('imports.progress', { processed: item.processedRows, total: item.totalRows })} />
      <Text size="sm">{t('imports.progress', { processed: item.processedRows, total: item.totalRows })}</Text>
      <SimpleGrid cols={3}>
        <Figure label={t('imports.created')} value={item.createdCount} />
        <Figure label={t('imports.duplicates')} value={item.duplicateCount} />
        <Figure label={t('imports.rejected')} value={item.rejectedCount} />
      </SimpleGrid>
      {item.error && <Alert color={item.status === 'failed' ? 'red' : 'yellow'}>{item.error}</Alert>}
      {(item.status === 'done' || item.status === 'failed') && skipped > 0 && (
        <Group>
          <Button variant="default" loading={downloading} onClick={() => void download()}>
            {t('imports.downloadRejects')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}
