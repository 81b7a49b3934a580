import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormErrors } from '@/src/workspace/ui/forms/useFormErrors';

/** Spec 3 section 4: a settings form's states. */
export type SettingsFormStatus = 'loading' | 'loaded' | 'error';

/** Spec 3 section 9: the saved alert's display time. */
export const SAVED_ALERT_MS = 3000;

/**
 * The one settings form pattern (spec 3 section 4): the values as stored, a draft the user edits, the
 * changed flag, save and revert, and an alert after a save (success, or warning with the page's
 * message). A failed save keeps the draft: nothing typed is lost. A refusal's issues mark the fields the
 * page names in `markedFields` (paths as the body's, `voicemailEmail`); the rest go to the warning alert.
 */
export function useSettingsForm<T>(query: UseQueryResult<T>, save: UseMutationResult<unknown, unknown, T>, markedFields: readonly string[] = []) {
  const [draft, setDraft] = useState<T | null>(null);
  const errors = useFormErrors({ fields: markedFields });
  const [alert, setAlert] = useState<'saved' | 'failed' | null>(null);
  useEffect(() => {
    if (query.data !== undefined) setDraft(query.data);
  }, [query.data]);
  useEffect(() => {
    if (alert !== 'saved') return;
    const timer = setTimeout(() => setAlert(null), SAVED_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  const status: SettingsFormStatus = query.isError ? 'error' : draft === null ? 'loading' : 'loaded';
  const changed = draft !== null && query.data !== undefined && JSON.stringify(draft) !== JSON.stringify(query.data);
  return {
    status,
    draft,
    changed,
    alert,
    /** The server's message for a field the page marks. */
    errorOf: errors.errorOf,
    /** What the server refused that no field shows. */
    refusals: errors.rest,
    hasFieldErrors: errors.hasFieldErrors,
    saving: save.isPending,
    set(next: T) {
      setAlert(null);
      setDraft(next);
    },
    revert() {
      setAlert(null);
      errors.reset();
      if (query.data !== undefined) setDraft(query.data);
    },
    submit() {
      if (draft === null || !changed) return;
      errors.reset();
      save.mutate(draft, {
        onSuccess: () => setAlert('saved'),
        onError: (error) => {
          errors.showFailure(error);
          setAlert('failed');
        },
      });
    },
  };
}

export type SettingsForm<T> = ReturnType<typeof useSettingsForm<T>>;
