/** Whose timeline is shown: a contact's, or an account's (its contacts' activity and its own events). */
export type TimelineTarget = { kind: 'contact'; id: number } | { kind: 'account'; id: number };

/** The /timeline socket room of the target (contacts/{id} or accounts/{id}). */
export const timelineRoomOf = (target: TimelineTarget) => `${target.kind === 'contact' ? 'contacts' : 'accounts'}/${target.id}`;

/** The {product}Id a delete names (spec 1 section 7). */
export const timelineProductIdOf = (target: TimelineTarget) => (target.kind === 'contact' ? { contactId: target.id } : { accountId: target.id });
