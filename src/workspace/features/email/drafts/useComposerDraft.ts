import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComposerDraft } from '@/src/domain/email/composer-draft';
import { deleteComposerDraft, readComposerDraft, saveComposerDraft } from './composerDrafts';

const SAVE_AFTER_MS = 300;

/**
 * A composer's draft under `key` (null: the composer keeps none, as in playbook mode). `stored` is
 * undefined while it is read, then the draft or null. `keep` saves shortly after the last change (and
 * at once when the composer closes); `keep(null)` and `discard` remove it (nothing worth keeping, or sent;
 * `discard` also drops a save still waiting).
 */
export function useComposerDraft<T extends ComposerDraft>(key: string | null, parse: (raw: unknown) => T | null) {
  const [stored, setStored] = useState<T | null | undefined>(key ? undefined : null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; draft: T | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    readComposerDraft(key).then(
      (raw) => live && setStored(parse(raw)),
      () => live && setStored(null),
    );
    return () => {
      live = false;
    };
  }, [key, parse]);

  const write = useCallback(
    (draft: T | null) => {
      if (!key) return;
      void (draft ? saveComposerDraft(key, draft) : deleteComposerDraft(key)).catch((e: unknown) => console.warn('[drafts] not kept', e));
    },
    [key],
  );

  const keep = useCallback(
    (draft: T | null) => {
      if (!key) return;
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = null;
        write(draft);
      }, SAVE_AFTER_MS);
      pending.current = { timer, draft };
    },
    [key, write],
  );

  const discard = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    write(null);
  }, [write]);

  // Closing the composer saves what is still waiting.
  useEffect(
    () => () => {
      const last = pending.current;
      if (!last) return;
      clearTimeout(last.timer);
      pending.current = null;
      write(last.draft);
    },
    [write],
  );

  return { stored, keep, discard };
}
