/**
 * Selection tree of the list tables (spec 2 section 2): lists > steps > variants, or a page of
 * contacts under "select all". A node is selected if all its children are selected, partial if any
 * child is partial or some but not all children are selected, none otherwise. Checking a node sets
 * it and every descendant; the change then propagates up to its ancestors.
 */
export type SelectionState = 'selected' | 'partial' | 'none';

export interface SelectionNode {
  id: string;
  children?: readonly SelectionNode[];
}

/** State of every node by id; a missing id reads as 'none'. */
export type SelectionStates = Readonly<Record<string, SelectionState>>;

export const stateOf = (states: SelectionStates, id: string): SelectionState => states[id] ?? 'none';

/** The state a parent takes from its children's states. */
export function parentState(children: readonly SelectionState[]): SelectionState {
  if (children.length === 0) return 'none';
  if (children.every((s) => s === 'selected')) return 'selected';
  if (children.some((s) => s !== 'none')) return 'partial';
  return 'none';
}

function setSubtree(node: SelectionNode, value: SelectionState, out: Record<string, SelectionState>) {
  out[node.id] = value;
  for (const child of node.children ?? []) setSubtree(child, value, out);
}

/** Recomputes every inner node from its leaves (after a change, or when new children appear). */
function settle(node: SelectionNode, out: Record<string, SelectionState>): SelectionState {
  const children = node.children ?? [];
  if (children.length === 0) return stateOf(out, node.id);
  const state = parentState(children.map((c) => settle(c, out)));
  out[node.id] = state;
  return state;
}

function find(node: SelectionNode, id: string): SelectionNode | null {
  if (node.id === id) return node;
  for (const child of node.children ?? []) {
    const hit = find(child, id);
    if (hit) return hit;
  }
  return null;
}

/** Checks (`true`) or clears a node: down to every descendant, then up through its ancestors. */
export function setSelected(root: SelectionNode, states: SelectionStates, id: string, selected: boolean): SelectionStates {
  const node = find(root, id);
  if (!node) return states;
  const out: Record<string, SelectionState> = { ...states };
  setSubtree(node, selected ? 'selected' : 'none', out);
  settle(root, out);
  return out;
}

/** What a click on a checkbox does: a selected node clears, a partial or empty one selects. */
export const toggleSelected = (root: SelectionNode, states: SelectionStates, id: string): SelectionStates => setSelected(root, states, id, stateOf(states, id) !== 'selected');

/**
 * Re-derives the tree after its shape changed (a row expanded to show its steps): a selected parent
 * passes its selection to children that were not known yet.
 */
export function reconcile(root: SelectionNode, states: SelectionStates): SelectionStates {
  const out: Record<string, SelectionState> = { ...states };
  const pushDown = (node: SelectionNode) => {
    const children = node.children ?? [];
    if (out[node.id] === 'selected') for (const c of children) setSubtree(c, 'selected', out);
    else for (const c of children) pushDown(c);
  };
  pushDown(root);
  settle(root, out);
  return out;
}

/** Ids of the nodes at the given depth (1: the root's children) that are selected or partial. */
export function touchedAt(root: SelectionNode, states: SelectionStates, depth = 1): string[] {
  const out: string[] = [];
  const walk = (node: SelectionNode, d: number) => {
    if (d === depth) {
      if (stateOf(states, node.id) !== 'none') out.push(node.id);
      return;
    }
    for (const c of node.children ?? []) walk(c, d + 1);
  };
  walk(root, 0);
  return out;
}

/** Ids at the given depth that are fully selected. */
export function selectedAt(root: SelectionNode, states: SelectionStates, depth = 1): string[] {
  return touchedAt(root, states, depth).filter((id) => stateOf(states, id) === 'selected');
}
