/** The most the bell's badge spells out; above it reads "99+" so the badge stays small enough to show whole. */
export const UNREAD_BADGE_MAX = 99;

/** What the bell's badge says for a number of unread notifications. */
export const unreadBadgeText = (unread: number): string => (unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unread));
