import { Alert, Button, FileInput, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES } from '@/src/domain/imports/import-limits';
import { navigate } from '@/src/workspace/router/useHashRoute';
import { uploadImportFile } from '../hooks/uploadImportFile';
import { useImportProgressPush } from '../hooks/useImports';
import { ImportDetail } from './ImportDetail';
import { ImportHistory } from './ImportHistory';

/** main.import (#!/import) and /settings/imports/{importId}: upload a CSV, then its mapping, progress and result. */
export function ImportPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  useImportProgressPush();
  const importId = params.importId ? Number(params.importId) : null;
  return (
    <Stack gap="md" maw={960}>
      <Title order={3}>{t('imports.title')}</Title>
      {importId ? <ImportDetail importId={importId} /> : <ImportUpload />}
      <ImportHistory />
    </Stack>
  );
}

function ImportUpload() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [entity, setEntity] = useState<'contact' | 'lead'>('contact');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileError = file && !/\.csv$/i.test(file.name) && file.type !== 'text/csv' ? t('imports.notCsv') : file && file.size > IMPORT_MAX_BYTES ? t('imports.tooLarge') : null;

  const upload = () => {
    if (!file || fileError) return;
    setError(null);
    setProgress(0);
    uploadImportFile(file, entity, setProgress).then(
      (uploaded) => navigate(`#!/settings/imports/${uploaded.import.id}`),
      (failure: unknown) => {
        setProgress(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="import-upload">
      <Group align="flex-end" wrap="wrap">
        <FileInput label={t('imports.file')} placeholder={t('imports.filePlaceholder')} accept=".csv,text/csv" value={file} onChange={setFile} error={fileError} w={320} clearable />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('imports.entity')}
          </Text>
          <SegmentedControl
            value={entity}
            onChange={(value) => setEntity(value === 'lead' ? 'lead' : 'contact')}
            data={[
              { value: 'contact', label: t('imports.contacts') },
              { value: 'lead', label: t('imports.leads') },
            ]}
          />
        </div>
        <Button onClick={upload} disabled={!file || fileError !== null || progress !== null}>
          {t('imports.upload')}
        </Button>
      </Group>
      {progress !== null && (
        <Stack gap={4}>
          <Progress value={progress * 100} aria-label={t('imports.uploading', { percent: Math.round(progress * 100) })} />
          <Text size="xs" c="dimmed">
            {t('imports.uploading', { percent: Math.round(progress * 100) })}
          </Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" data-testid="import-upload-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
