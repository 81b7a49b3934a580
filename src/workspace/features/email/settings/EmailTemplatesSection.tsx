import { Alert, Badge, Button, Group, Loader, Modal, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../components/RichTextEditor';
import { SafeHtml } from '../components/SafeHtml';
import { TEMPLATES_PAGE_SIZE } from '@/src/domain/email/email-constants';
import { useDeleteEmailTemplate, useEmailTemplate, useLoadEmailTemplate, useSaveEmailTemplate, useTemplatePermissions, useTemplatesPage, type TemplateDraft } from '../hooks/useEmailTemplates';

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** Templates (spec 3): 15 per page, sorted by type then name, names cut at 40; edit rights per type. */
export function EmailTemplatesSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  /** Spec 3 section 8: what the last create, save or delete did. */
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const permissions = useTemplatePermissions();
  const list = useTemplatesPage(page);
  const full = useEmailTemplate(preview);
  const save = useSaveEmailTemplate(() => setEditing(null));
  const remove = useDeleteEmailTemplate();
  const loadTemplate = useLoadEmailTemplate();
  const open = async (id: number) => {
    const template = await loadTemplate(id);
    setEditing({ id, name: template.name, type: template.type, subject: template.subject, body: template.body, rev: template._rev });
  };

  if (list.isLoading) return <Loader size="sm" />;
  if (list.isError) return <Alert color="red">{t('emailSettings.templatesError')}</Alert>;
  const perms = permissions.data;
  const total = list.data?.total ?? 0;
  return (
    <Stack data-testid="email-templates">
      <Group>
        <Button size="xs" onClick={() => setEditing({ id: null, name: '', type: 'personal', subject: '', body: '', rev: 0 })}>
          {t('emailSettings.newTemplate')}
        </Button>
      </Group>
      {notice && (
        <Alert color={notice.ok ? 'teal' : 'red'} data-testid="template-notice" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {total === 0 && <Text c="dimmed">{t('emailSettings.noTemplates')}</Text>}
      <Table striped>
        <Table.Tbody>
          {list.data?.templates.map((tpl) => {
            const canWrite = perms?.[tpl.type].write ?? false;
            return (
              <Table.Tr key={tpl.id} data-testid="template-row">
                <Table.Td>{truncate(tpl.name, 40)}</Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="light">
                    {t(`email.${tpl.type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Button size="compact-xs" variant="subtle" onClick={() => (canWrite ? void open(tpl.id) : setPreview(tpl.id))}>
                      {canWrite ? t('emailSettings.edit') : t('emailSettings.view')}
                    </Button>
                    {perms?.[tpl.type].remove && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          remove.mutate(tpl.id, {
                            onSuccess: () => setNotice({ ok: true, text: t('emailSettings.templateDeleted') }),
                            onError: () => setNotice({ ok: false, text: t('emailSettings.deleteError') }),
                          })
                        }
                      >
                        {t('emailSettings.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {total > TEMPLATES_PAGE_SIZE && <Pagination size="sm" total={Math.ceil(total / TEMPLATES_PAGE_SIZE)} value={page} onChange={setPage} />}
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={full.data?.name ?? ''} size="lg">
        {full.data && (
          <Stack gap="xs">
            <Text fw={600}>{full.data.subject}</Text>
            <SafeHtml html={full.data.body} testId="template-preview" />
          </Stack>
        )}
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.id === null ? t('emailSettings.newTemplate') : t('emailSettings.edit')} size="lg">
        {editing && (
          <Stack gap="xs">
            <TextInput label={t('emailSettings.name')} value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.currentTarget.value })} />
            {editing.id === null && (
              <Select
                label={t('email.template')}
                data={[{ value: 'personal', label: t('email.personal') }, ...(perms?.organization.create ? [{ value: 'organization', label: t('email.organization') }] : [])]}
                value={editing.type}
                onChange={(v) => setEditing({ ...editing, type: v === 'organization' ? 'organization' : 'personal' })}
              />
            )}
            <TextInput label={t('email.subject')} value={editing.subject} onChange={(e) => setEditing({ ...editing, subject: e.currentTarget.value })} />
            <RichTextEditor content={editing.body} onChange={(body) => setEditing((cur) => (cur ? { ...cur, body } : cur))} />
            {save.isError && <Alert color="red">{editing.id === null ? t('emailSettings.createError') : t('emailSettings.saveError')}</Alert>}
            <Button
              onClick={() =>
                save.mutate(editing, {
                  onSuccess: () =>
                    setNotice({ ok: true, text: editing.id === null ? t('emailSettings.templateCreated', { name: truncate(editing.name.trim(), 40) }) : t('emailSettings.templateSaved') }),
                })
              }
              loading={save.isPending}
              disabled={!editing.name.trim()}
            >
              {t('emailSettings.save')}
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
