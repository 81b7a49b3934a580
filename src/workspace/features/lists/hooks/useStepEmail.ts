import { useTranslation } from 'react-i18next';
import type { CallList, ListPlaybookStepSummary } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { useOpenPlaybookEmail } from '../../email/hooks/useOpenPlaybookEmail';
import { listErrorKey } from '../listErrors';
import { useListNotice } from './useListNotice';

const MAX_EMAIL_CONTACTS = 200;

/**
 * The email action of a playbook step (or one of its variants): the composer opens in playbook mode
 * with the step's template for the contacts due on it (at most 200 at once, the first ones by name).
 */
export function useStepEmail(list: CallList) {
  const { t } = useTranslation();
  const openPlaybookEmail = useOpenPlaybookEmail();
  const notice = useListNotice();
  /** `only`: one contact (a row's EMAIL / RETRY button) instead of the step's due contacts. */
  return async (step: Pick<ListPlaybookStepSummary, 'id'>, variantId: number | null, only?: { id: number; name: string }) => {
    const playbookId = list.playbook?.id;
    if (!playbookId) return;
    try {
      const [{ playbook }, page] = await Promise.all([
        api.call('getPlaybook', { params: { id: playbookId } }),
        only
          ? Promise.resolve({ contacts: [only] })
          : api.call('listListContacts', { params: { listId: list.id }, query: { stepId: step.id, ...(variantId ? { variantId } : {}), dueOnly: true, length: MAX_EMAIL_CONTACTS } }),
      ]);
      const full = playbook.steps.find((s) => s.id === step.id);
      const variant = full?.variants.find((v) => v.id === variantId) ?? full?.variants[0];
      const first = page.contacts[0];
      if (!full || !first) return notice('error', t('lists.emailNoDue'));
      openPlaybookEmail(
        {
          listId: list.id,
          playbookId,
          stepId: step.id,
          variantId: variantId ?? (full.variants.length === 1 ? (variant?.id ?? null) : null),
          stepTemplate: { subject: variant?.template.subject ?? '', body: variant?.template.body ?? '' },
          trackOpens: playbook.trackEmailOpens,
          trackClicks: playbook.trackEmailClicks,
          contacts: page.contacts.map((c) => c.id),
        },
        { contactId: first.id, contactName: first.name },
      );
    } catch (err) {
      notice('error', t(listErrorKey(err, 'lists.addToListError')));
    }
  };
}
