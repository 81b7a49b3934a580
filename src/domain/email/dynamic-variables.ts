import { addBusinessDays, addDays, format, isWeekend } from 'date-fns';

/**
 * Dynamic variables for email bodies (spec 1 section 9).
 *
 * Syntax (ours; the spec names the variables, not their spelling):
 *   {{user.firstName}} {{user.lastName}} {{user.email}} {{user.phone}}
 *   {{contact.firstName}} {{contact.lastName}} {{contact.accountName}} {{contact.primaryEmail}}
 *   {{contact.primaryPhone}} {{contact.leadStatus}} {{contact.ownerName}} {{contact.<mapped field>}}
 *   ("lead." is the same as "contact.")
 *   {{today}} {{tomorrow}} {{daysFromNow 3}} {{weekdaysFromNow 2}}
 *   {{#monday}}..{{else}}..{{/monday}} for monday..sunday, weekday, weekend (else optional)
 *   {{name | fallback}}: a missing value inserts the fallback, by default empty.
 */
export interface VariableUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export interface VariableContact {
  firstName: string;
  lastName: string;
  accountName: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  leadStatus: string | null;
  ownerName: string | null;
  /** Mapped fields by name (custom fields of the contact or lead). */
  fields: Record<string, string | number | boolean | null>;
}

export interface VariableContext {
  user: VariableUser;
  contact: VariableContact | null;
  now: Date;
}

export const RELATIVE_DAY_FORMAT = 'EEEE, MMMM d';

export const DAY_BLOCKS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type DayBlock = (typeof DAY_BLOCKS)[number] | 'weekday' | 'weekend';

/** The variables a composer offers to insert. */
export const VARIABLE_NAMES = [
  'user.firstName',
  'user.lastName',
  'user.email',
  'user.phone',
  'contact.firstName',
  'contact.lastName',
  'contact.accountName',
  'contact.primaryEmail',
  'contact.primaryPhone',
  'contact.leadStatus',
  'contact.ownerName',
  'today',
  'tomorrow',
  'daysFromNow 1',
  'weekdaysFromNow 1',
] as const;

export function dayBlockHolds(block: DayBlock, now: Date): boolean {
  if (block === 'weekday') return !isWeekend(now);
  if (block === 'weekend') return isWeekend(now);
  return DAY_BLOCKS[now.getDay()] === block;
}

const BLOCK = /\{\{#(sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekday|weekend)\}\}([\s\S]*?)\{\{\/\1\}\}/gi;
const VARIABLE = /\{\{\s*([a-zA-Z][\w.]*)(?:\s+(\d{1,4}))?\s*(?:\|\s*([^}]*?)\s*)?\}\}/g;

function stringOf(value: string | number | boolean | null | undefined): string {
  return value == null ? '' : String(value);
}

function lookup(name: string, arg: string | undefined, ctx: VariableContext): string {
  const relative = (date: Date) => format(date, RELATIVE_DAY_FORMAT);
  switch (name) {
    case 'today':
      return relative(ctx.now);
    case 'tomorrow':
      return relative(addDays(ctx.now, 1));
    case 'daysFromNow':
      return arg === undefined ? '' : relative(addDays(ctx.now, Number(arg)));
    case 'weekdaysFromNow':
      return arg === undefined ? '' : relative(addBusinessDays(ctx.now, Number(arg)));
  }
  const [scope, key, ...rest] = name.split('.');
  if (!key || rest.length) return '';
  if (scope === 'user') {
    const u = ctx.user;
    const values: Record<string, string | null> = { firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone };
    return stringOf(values[key]);
  }
  if ((scope === 'contact' || scope === 'lead') && ctx.contact) {
    const c = ctx.contact;
    const values: Record<string, string | null> = {
      firstName: c.firstName,
      lastName: c.lastName,
      accountName: c.accountName,
      primaryEmail: c.primaryEmail,
      primaryPhone: c.primaryPhone,
      leadStatus: c.leadStatus,
      ownerName: c.ownerName,
    };
    return stringOf(key in values ? values[key] : c.fields[key]);
  }
  return '';
}

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills a subject or body. With html, inserted values are escaped (a contact's name is text, never markup). */
export function renderVariables(template: string, ctx: VariableContext, options: { html?: boolean } = {}): string {
  const withBlocks = template.replace(BLOCK, (_m, block: string, inner: string) => {
    const [then, otherwise = ''] = inner.split('{{else}}');
    return dayBlockHolds(block.toLowerCase() as DayBlock, ctx.now) ? (then ?? '') : otherwise;
  });
  return withBlocks.replace(VARIABLE, (_m, name: string, arg: string | undefined, fallback: string | undefined) => {
    const value = lookup(name, arg, ctx) || (fallback ?? '');
    return options.html ? escapeHtml(value) : value;
  });
}
