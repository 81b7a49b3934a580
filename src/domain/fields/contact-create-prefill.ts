export type ContactKind = 'contact' | 'lead';

/** The capList entry that lets a user create contacts (spec 1 section 6). */
export const CONTACT_CREATE_CAPABILITY = 'contact.create';

/** type defaults to contact if the user may create contacts, otherwise lead; an explicit valid type wins. */
export function defaultContactKind(requested: string | undefined, capList: readonly string[]): ContactKind {
  const mayCreateContacts = capList.includes(CONTACT_CREATE_CAPABILITY);
  if (requested === 'lead') return 'lead';
  if (requested === 'contact' && mayCreateContacts) return 'contact';
  return mayCreateContacts ? 'contact' : 'lead';
}

/** The name is split so that the last word is the last name and the rest is the first name. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return { firstName: '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

export interface ContactCreatePrefill {
  type: ContactKind;
  firstName: string;
  lastName: string;
  phone: string;
  callId: string | null;
  accountId: number | null;
  ownerId: number;
}

/** The create screen's starting values from its route parameters (spec 1 section 2). */
export function prefillContactCreate(params: Readonly<Record<string, string | undefined>>, user: { userId: number; capList: readonly string[] }): ContactCreatePrefill {
  const accountId = Number(params.accountId);
  return {
    type: defaultContactKind(params.type, user.capList),
    ...splitName(params.name),
    phone: (params.phone ?? '').trim(),
    callId: params.callId?.trim() || null,
    accountId: Number.isInteger(accountId) && accountId > 0 ? accountId : null,
    ownerId: user.userId,
  };
}
