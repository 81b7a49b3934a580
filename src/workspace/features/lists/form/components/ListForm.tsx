import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListMetadata } from '@/src/contract';
import { hasInvalidModifyValue } from '@/src/domain/lists/modify-field-rules';
import { listSaveBlocks, needsCriteriaChoice, type CriteriaSnapshot, type ListFormMode } from '@/src/domain/lists/list-form-rules';
import { navigate } from '@/src/workspace/router/useHashRoute';
import type { useListFormOptions } from '../hooks/useListFormData';
import { condFilterOf, criteriaLogicError } from '../state/condFilterOf';
import { listBodyOf } from '../state/listBodyOf';
import type { ListDraft } from '../state/listDraft';
import { asNewListDraft } from '../state/listDraftOf';
import { modifyChoicesOf } from '../state/modifyChoices';
import { type SaveCallKind, type SaveState } from '../state/runListSave';
import { useSaveListForm } from '../hooks/useSaveListForm';
import { CriteriaChoiceModal } from './CriteriaChoiceModal';
import { CriteriaSection } from './CriteriaSection';
import { ListBasicsSection } from './ListBasicsSection';
import { PlaybookSection } from './PlaybookSection';
import { listKeys } from '../../listQueryKeys';

export interface ListFormInit {
  mode: ListFormMode;
  draft: ListDraft;
  state: SaveState;
  cloneListId: number | null;
}

type Options = ReturnType<typeof useListFormOptions>;

const snapshotOf = (d: ListDraft, metadata: ListMetadata): CriteriaSnapshot => {
  const cf = d.criteria.type === 'condition' ? condFilterOf(d.criteria, metadata) : null;
  return { criteriaType: d.criteria.type, condFilter: cf === null ? null : cf.ok ? cf.condFilter : d.criteria, reportId: d.criteria.type === 'report' ? d.criteria.reportId.trim() : '' };
};

/** The list form: list fields, entry criteria and playbook; save runs the association plan in order, showing progress. */
export function ListForm({ init, metadata, options }: { init: ListFormInit; metadata: ListMetadata; options: Options }) {
  const { t } = useTranslation();
  const saveList = useSaveListForm();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(init.draft);
  const [saveState, setSaveState] = useState(init.state);
  const [initialCriteria, setInitialCriteria] = useState(() => (init.mode === 'edit' ? snapshotOf(init.draft, metadata) : null));
  const [progress, setProgress] = useState<{ kind: SaveCallKind; index: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const set = (patch: Partial<ListDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const logicError = criteriaLogicError(draft.criteria);
  const converted = draft.criteria.type === 'condition' ? condFilterOf(draft.criteria, metadata) : null;
  const blocks = listSaveBlocks({
    ownerId: draft.ownerId,
    criteriaType: draft.criteria.type,
    logicErrors: [logicError],
    reportId: draft.criteria.reportId,
    steps: draft.playbook.enabled ? draft.playbook.steps.map((s) => ({ confirmed: s.confirmed, action: s.action, variantCount: s.variants.length })) : [],
  });
  const invalidValues = converted !== null && !converted.ok;
  // Lead status and call result exit conditions need their value (the server answers 400 without it).
  const exitValueMissing = draft.playbook.enabled && draft.playbook.exitConditions.some((c) => (c.condition === 'leadStatus' || c.condition === 'callResult') && !c.value);
  // A modify-field value its field type refuses would be applied wrong by the engine: fix it first.
  const choicesOf = modifyChoicesOf(options.layouts.data);
  const modifyInvalid = draft.playbook.enabled && draft.playbook.steps.some((st) => st.action === 'modify-field' && hasInvalidModifyValue(st.modifyField, choicesOf, new Date()));
  const saving = progress !== null;
  const disabled = saving || blocks.length > 0 || invalidValues || exitValueMissing || modifyInvalid || draft.name.trim() === '';

  const save = async (asNew: boolean) => {
    setChoosing(false);
    setError(null);
    const toSave = asNew ? asNewListDraft(draft, draft.ownerId) : draft;
    const state: SaveState = asNew ? { listId: null, playbookId: null, associated: true, stepIds: [] } : saveState;
    const cf = toSave.criteria.type === 'condition' ? condFilterOf(toSave.criteria, metadata) : null;
    if (cf && !cf.ok) return;
    const body = { ...listBodyOf(toSave, cf?.ok ? cf.condFilter : null), ...(init.cloneListId !== null && state.listId === null ? { cloneListId: init.cloneListId } : {}) };
    try {
      await saveList({
        draft: toSave,
        body,
        state,
        onProgress: (kind, index, total) => setProgress({ kind, index, total }),
        onSaved: (s, d) => {
          // "Make a new list": once created, the form is that new list, so a retry continues it.
          setSaveState(s);
          setDraft(d);
          // The criteria now saved are the ones a later save compares with.
          if (initialCriteria !== null) setInitialCriteria(snapshotOf(d, metadata));
        },
      });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
      navigate('#!/lists/');
    } catch (e) {
      setError(t('listForm.saveError', { message: e instanceof Error ? e.message : String(e) }));
      setProgress(null);
    }
  };

  const handleSave = () => {
    if (disabled) return;
    if (needsCriteriaChoice(init.mode, initialCriteria, snapshotOf(draft, metadata))) setChoosing(true);
    else void save(false);
  };

  return (
    <Stack
      component="form"
      gap="md"
      data-testid="list-form"
      onSubmit={(e) => {
        e.preventDefault();
        handleSave();
      }}
    >
      <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <ListBasicsSection draft={draft} set={set} options={options} canCreateTag={metadata.permissions.canCreateTag} ownerMissing={blocks.includes('noOwner')} />
          <CriteriaSection
            criteria={draft.criteria}
            onChange={(criteria) => set({ criteria })}
            metadata={metadata}
            options={options}
            logicError={logicError}
            valueErrors={converted && !converted.ok ? converted.errors : {}}
          />
          <PlaybookSection playbook={draft.playbook} onChange={(playbook) => set({ playbook })} options={options} />
        </Stack>
      </fieldset>
      <Paper withBorder p="sm" pos="sticky" bottom={0} style={{ zIndex: 2 }}>
        <Stack gap={6}>
          {(blocks.length > 0 || exitValueMissing || modifyInvalid) && (
            <Text size="sm" c="dimmed" data-testid="list-save-blocks">
              {[...blocks.map((b) => t(`listForm.saveBlocks.${b}`)), ...(exitValueMissing ? [t('listForm.exitValueRequired')] : []), ...(modifyInvalid ? [t('listForm.modifyValueInvalid')] : [])].join(
                ' ',
              )}
            </Text>
          )}
          {progress && (
            <Text size="sm" data-testid="list-save-progress" role="status">
              {t('listForm.saving', { index: progress.index, total: progress.total, what: t(`listForm.progress.${progress.kind}`) })}
            </Text>
          )}
          {error && (
            <Alert color="red" data-testid="list-save-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('#!/lists/')} disabled={saving}>
              {t('listForm.cancel')}
            </Button>
            <Button type="submit" disabled={disabled} loading={saving} data-testid="list-save">
              {t('listForm.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <CriteriaChoiceModal opened={choosing} onSaveEdit={() => void save(false)} onNewList={() => void save(true)} onCancel={() => setChoosing(false)} />
    </Stack>
  );
}
