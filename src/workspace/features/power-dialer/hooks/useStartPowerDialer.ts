import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/src/contract/api-call-error';
import { POWER_DIALER_TEXTS } from '@/src/contract/entities/power-dialer';
import type { PowerDialerContactStart, PowerDialerListStart } from '@/src/domain/power-dialer/power-dialer-state';
import type { PowerDialerReply } from '@/src/phone/power-dialer/power-dialer-wire';
import { api } from '@/src/workspace/session/api';
import { phoneEngineState } from '../../phone/state/phoneEngineState';
import { powerDialerStartErrorState } from '../state/powerDialerStartErrorState';
import { usePowerDialer } from './usePowerDialer';

/**
 * Starting the power dialer from a list, a playbook step, a contact row or selected tasks. `busy`
 * (a call on the phone or a run going on) disables every start button; a refused start says why
 * under the navbar, and a paused list (423) reloads the lists' data.
 */
export function useStartPowerDialer() {
  const { t } = useTranslation();
  const dialer = usePowerDialer();
  const phone = useAtomValue(phoneEngineState);
  const setError = useSetAtom(powerDialerStartErrorState);
  const queryClient = useQueryClient();
  const busy = dialer.running || (phone?.calls.length ?? 0) > 0;

  const refuse = useCallback(
    (text: string, paused: boolean) => {
      setError(text);
      if (paused) void queryClient.invalidateQueries({ queryKey: ['lists'] });
      return false;
    },
    [queryClient, setError],
  );

  const start = useCallback(
    async (start: PowerDialerListStart): Promise<boolean> => {
      setError(null);
      // The list's play state first: a paused list answers 423 before anything is reserved. A contact
      // picked by hand has its reserved status checked before dialing (spec 2 section 4).
      try {
        await api.call('listPlayStatus', { params: { listId: start.listId } });
        if (start.contactId) {
          const { couldPlay } = await api.call('listPlayContactStatus', { params: { listId: start.listId, contactId: start.contactId } });
          if (couldPlay.reservedByOther) return refuse(POWER_DIALER_TEXTS.reservedByOther, false);
        }
      } catch (err) {
        if (err instanceof ApiCallError && err.status === 423) return refuse(t('powerDialer.paused423'), true);
        return refuse(t('powerDialer.startError'), false);
      }
      const reply: PowerDialerReply = await dialer.start(start);
      if (reply.ok) return true;
      if (reply.code === 'DIALER_BUSY') return refuse(t('powerDialer.busy'), false);
      if (reply.code === 'LIST_PAUSED') return refuse(t('powerDialer.paused423'), true);
      return refuse(reply.reason || t('powerDialer.startError'), false);
    },
    [dialer, refuse, setError, t],
  );

  /** "Dial selected" (tasks): no list to check first; the engine refuses with DIALER_BUSY as for a list. */
  const startContacts = useCallback(
    async (contacts: PowerDialerContactStart[]): Promise<boolean> => {
      setError(null);
      const reply = await dialer.startContacts(contacts);
      if (reply.ok) return true;
      if (reply.code === 'DIALER_BUSY') return refuse(t('powerDialer.busy'), false);
      return refuse(reply.reason || t('powerDialer.startError'), false);
    },
    [dialer, refuse, setError, t],
  );

  return { busy, start, startContacts };
}
