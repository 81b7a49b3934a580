/** The account card's states (spec 1 section 4). */
export type AccountCardStatus = 'notDefined' | 'loading' | 'ready' | 'editing' | 'creating';

export interface AccountCardState {
  status: AccountCardStatus;
  /** The account window (details) is open. */
  windowOpen: boolean;
  /** Editing picks another account for the contact rather than changing this one. */
  reassign: boolean;
  accountId: number | null;
}

export type AccountCardEvent =
  | { type: 'load'; accountId: number | null }
  | { type: 'loaded' }
  | { type: 'loadFailed' }
  | { type: 'click' }
  | { type: 'edit' }
  | { type: 'reassign' }
  | { type: 'create' }
  | { type: 'cancel' }
  | { type: 'saved'; accountId: number };

export const initialAccountCard = (accountId: number | null): AccountCardState => ({ status: accountId === null ? 'notDefined' : 'loading', windowOpen: false, reassign: false, accountId });

/**
 * Clicking the card when notDefined starts editing in reassign mode; clicking it when ready
 * toggles the account window. Cancel returns to ready with an account, notDefined without.
 */
export function accountCard(state: AccountCardState, event: AccountCardEvent): AccountCardState {
  const settled = (): AccountCardState => ({ ...state, status: state.accountId === null ? 'notDefined' : 'ready', reassign: false });
  switch (event.type) {
    case 'load':
      return initialAccountCard(event.accountId);
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state;
    case 'loadFailed':
      return state.status === 'loading' ? { ...state, status: 'notDefined', accountId: null } : state;
    case 'click':
      if (state.status === 'notDefined') return { ...state, status: 'editing', reassign: true };
      if (state.status === 'ready') return { ...state, windowOpen: !state.windowOpen };
      return state;
    case 'edit':
      return state.status === 'ready' ? { ...state, status: 'editing', reassign: false, windowOpen: true } : state;
    case 'reassign':
      return state.status === 'ready' || state.status === 'notDefined' ? { ...state, status: 'editing', reassign: true } : state;
    case 'create':
      return state.status === 'loading' ? state : { ...state, status: 'creating', reassign: false, windowOpen: true };
    case 'cancel':
      return state.status === 'editing' || state.status === 'creating' ? settled() : state;
    case 'saved':
      return { status: 'ready', windowOpen: false, reassign: false, accountId: event.accountId };
  }
}
