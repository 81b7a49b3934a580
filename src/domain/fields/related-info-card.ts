/** The related-info (account) card's states (spec 1 section 4). */
export type RelatedInfoStatus = 'loading' | 'ready' | 'notDefined' | 'editing';

export type RelatedInfoEvent = { type: 'load' } | { type: 'loaded'; hasInfo: boolean } | { type: 'loadFailed' } | { type: 'edit' } | { type: 'cancel'; hasInfo: boolean } | { type: 'saved' };

/** Loading settles to ready (something related) or notDefined; edit and cancel/save move in and out of editing. */
export function relatedInfoCard(status: RelatedInfoStatus, event: RelatedInfoEvent): RelatedInfoStatus {
  switch (event.type) {
    case 'load':
      return 'loading';
    case 'loaded':
      return status === 'loading' ? (event.hasInfo ? 'ready' : 'notDefined') : status;
    case 'loadFailed':
      return status === 'loading' ? 'notDefined' : status;
    case 'edit':
      return status === 'ready' || status === 'notDefined' ? 'editing' : status;
    case 'cancel':
      return status === 'editing' ? (event.hasInfo ? 'ready' : 'notDefined') : status;
    case 'saved':
      return status === 'editing' ? 'ready' : status;
  }
}
