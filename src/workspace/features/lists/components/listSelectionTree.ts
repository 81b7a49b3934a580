import type { CallList } from '@/src/contract';
import type { SelectionNode } from '@/src/domain/lists/selection-tree';

export const LISTS_ROOT = 'all';
export const listNodeId = (id: number) => `l${id}`;

/** The selection tree of a lists page: lists, and for expanded lists their steps and variants. */
export function listSelectionTree(lists: readonly CallList[], expanded: ReadonlySet<number>): SelectionNode {
  return {
    id: LISTS_ROOT,
    children: lists.map((l) => ({
      id: listNodeId(l.id),
      children: expanded.has(l.id) && l.playbook ? l.playbook.steps.map((s) => ({ id: `s${s.id}`, children: s.variants.map((v) => ({ id: `v${v.id}` })) })) : [],
    })),
  };
}
