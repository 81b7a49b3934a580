/**
 * Spec 1 section 2: #!/contacts/{id} takes `email` and `smsTo` (beside autoCall): opened from a list
 * row to email or text the contact. What the page opens on arrival: the email composer to the given
 * address (the contact's primary one when the value is not an address), the SMS thread with the given
 * number (the primary telephone when none is given). A contact who opted out of email gets no
 * composer; one without an address or telephone gets nothing.
 */
export interface ArrivalContact {
  isEmailOptOut: boolean;
  emails: { emailAddress: string; isPrimary: boolean }[];
  telephones: { phoneNumber: string; isPrimary: boolean }[];
}

const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const primary = <T extends { isPrimary: boolean }>(list: T[]) => list.find((x) => x.isPrimary) ?? list[0];

export function openOnArrival(params: { email?: string | undefined; smsTo?: string | undefined }, contact: ArrivalContact): { emailTo: string | null; smsTo: string | null } {
  const email = params.email?.trim();
  const sms = params.smsTo?.trim();
  const emailTo = email === undefined || email === '' || contact.isEmailOptOut ? null : looksLikeAddress(email) ? email : (primary(contact.emails)?.emailAddress ?? null);
  const smsTo = params.smsTo === undefined ? null : sms && /\d/.test(sms) ? sms : (primary(contact.telephones)?.phoneNumber ?? null);
  return { emailTo, smsTo };
}
