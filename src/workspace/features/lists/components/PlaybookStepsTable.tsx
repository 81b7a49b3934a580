import { Button, Checkbox, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallList } from '@/src/contract';
import { stateOf, type SelectionStates } from '@/src/domain/lists/selection-tree';
import { useListCommands } from '../hooks/useListCommands';
import { useStepEmail } from '../hooks/useStepEmail';
import { ListContactsTable } from './ListContactsTable';
import { PrioritySelect } from './PrioritySelect';
import { StepActionButtons } from './StepActionButtons';
import { useNarrowPage } from '@/src/workspace/ui/layout/PageWidth';

/** The expanded row of a list with a playbook: its steps and variants with counts, actions and priority. */
export function PlaybookStepsTable({ list, selection, onToggle, readOnly = false }: { list: CallList; selection?: SelectionStates; onToggle?(nodeId: string): void; readOnly?: boolean }) {
  const { t } = useTranslation();
  const commands = useListCommands();
  const email = useStepEmail(list);
  // The step or variant whose contacts are shown under its row (one at a time); 's12' or 'v34'.
  const [openNode, setOpenNode] = useState<string | null>(null);
  const toggleOpen = (node: string) => setOpenNode(openNode === node ? null : node);
  // The side panel keeps step, due, the actions and the selection; action type, total and priority give way.
  const wide = !useNarrowPage();
  const columns = wide ? 7 : 4;
  const playbook = list.playbook;
  if (!playbook) return null;
  const check = (id: string, label: string) =>
    selection && onToggle ? (
      <Checkbox size="xs" aria-label={label} checked={stateOf(selection, id) === 'selected'} indeterminate={stateOf(selection, id) === 'partial'} onChange={() => onToggle(id)} />
    ) : null;
  return (
    <Table withRowBorders={false} data-testid="playbook-steps">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lists.colStep')}</Table.Th>
          {wide && <Table.Th>{t('lists.colAction')}</Table.Th>}
          <Table.Th>{t('lists.colDue')}</Table.Th>
          {wide && <Table.Th>{t('lists.colContacts')}</Table.Th>}
          {wide && <Table.Th>{t('lists.colPriority')}</Table.Th>}
          <Table.Th />
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {playbook.steps.map((step) => (
          <Fragment key={step.id}>
            <Table.Tr data-testid="playbook-step" data-step-id={step.id}>
              <Table.Td>
                {step.position + 1}. {step.name}
              </Table.Td>
              {wide && <Table.Td>{t(`lists.stepAction_${step.action}`)}</Table.Td>}
              <Table.Td data-testid="step-due">{step.dueCount}</Table.Td>
              {wide && <Table.Td data-testid="step-total">{step.contactsCount}</Table.Td>}
              {wide && (
                <Table.Td>
                  <PrioritySelect
                    value={step.priority}
                    label={t('lists.stepPriorityOf', { name: step.name })}
                    disabled={readOnly}
                    onChange={(p) => commands.setStepPriority(playbook.id, step, p)}
                    testId="step-priority"
                  />
                </Table.Td>
              )}
              <Table.Td>
                <StepActionButtons list={list} step={step} readOnly={readOnly} {...(readOnly ? {} : { onEmail: () => void email(step, null) })} />
                <Button size="compact-xs" variant="subtle" ml={4} onClick={() => toggleOpen(`s${step.id}`)} aria-expanded={openNode === `s${step.id}`} data-testid="step-contacts-toggle">
                  {t('lists.showContacts')}
                </Button>
              </Table.Td>
              <Table.Td>{check(`s${step.id}`, step.name)}</Table.Td>
            </Table.Tr>
            {openNode === `s${step.id}` && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <ListContactsTable list={list} stepId={step.id} readOnly={readOnly} />
                </Table.Td>
              </Table.Tr>
            )}
            {step.variants.map((v) => (
              <Fragment key={v.id}>
                <Table.Tr data-testid="playbook-variant" data-variant-id={v.id}>
                  <Table.Td pl="xl">
                    <Text size="sm">
                      {t('lists.variant', { letter: v.letter })}
                      {v.name ? ` · ${v.name}` : ''}
                    </Text>
                  </Table.Td>
                  {wide && <Table.Td />}
                  <Table.Td data-testid="variant-due">{v.dueCount}</Table.Td>
                  {wide && <Table.Td data-testid="variant-total">{v.contactsCount}</Table.Td>}
                  {wide && <Table.Td />}
                  <Table.Td>
                    <StepActionButtons list={list} step={step} variant={v} {...(readOnly ? {} : { onEmail: () => void email(step, v.id) })} />
                    <Button size="compact-xs" variant="subtle" ml={4} onClick={() => toggleOpen(`v${v.id}`)} aria-expanded={openNode === `v${v.id}`} data-testid="variant-contacts-toggle">
                      {t('lists.showContacts')}
                    </Button>
                  </Table.Td>
                  <Table.Td>{check(`v${v.id}`, `${step.name} ${v.letter}`)}</Table.Td>
                </Table.Tr>
                {openNode === `v${v.id}` && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <ListContactsTable list={list} stepId={step.id} variantId={v.id} readOnly={readOnly} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
