import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { DialogKind } from '@/src/domain/email/dialog-stack';
import { dialogStackState, type DialogProps } from '../state/dialogStackState';

let next = 0;

/** Opens a new email or SMS dialog on the stack (refused, with a notice, when 5 are open). */
export function useOpenDialog() {
  const dispatch = useSetAtom(dialogStackState);
  return useCallback((kind: DialogKind, props: DialogProps) => dispatch({ type: 'open', id: `${kind}-${Date.now()}-${next++}`, kind, props }), [dispatch]);
}
