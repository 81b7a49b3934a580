import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isPausedError, listErrorKey } from '../listErrors';
import { listKeys } from '../listQueryKeys';
import { listFeedbackState } from '../state/listFeedbackState';

type Vars = Record<string, string | number>;

export interface ListActionOptions<T = unknown> {
  /** Catalogue key shown when the action fails (with `vars`, or the vars made from the failure). */
  errorKey: string;
  byStatus?: Readonly<Record<number, string>>;
  vars?: Vars | ((err: unknown) => Vars);
  /** Shown when it succeeds (or made from the result). */
  success?: string | ((result: T) => string);
  /** Reload the page data afterwards, whatever the outcome (default true; always after a 423). */
  reload?: boolean;
}

/**
 * Runs a list action and words its outcome from the catalogue. A 423 (paused list) shows the alert
 * 'Cannot perform actions on paused lists.' and reloads the page data, whatever the action.
 */
export function useListAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setFeedback = useSetAtom(listFeedbackState);
  return useCallback(
    async <T>(action: () => Promise<T>, options: ListActionOptions<T>): Promise<T | null> => {
      setFeedback(null);
      try {
        const result = await action();
        if (options.success) setFeedback({ tone: 'success', text: typeof options.success === 'function' ? options.success(result) : options.success });
        if (options.reload !== false) void queryClient.invalidateQueries({ queryKey: listKeys.all });
        return result;
      } catch (err) {
        setFeedback({ tone: 'error', text: t(listErrorKey(err, options.errorKey, options.byStatus), typeof options.vars === 'function' ? options.vars(err) : (options.vars ?? {})) });
        // The page data is re-read after a refusal too: a 423 must show the list paused, a 409 the join made elsewhere.
        if (isPausedError(err) || options.reload !== false) void queryClient.invalidateQueries({ queryKey: listKeys.all });
        return null;
      }
    },
    [queryClient, setFeedback, t],
  );
}
