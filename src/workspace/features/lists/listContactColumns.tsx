import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LayoutField, ListContactRow } from '@/src/contract';
import type { Formatter } from '@/src/domain/format';
import { contactNameInList } from '@/src/domain/lists/list-status-label';
import { dynamicFieldText, dynamicFormatOf } from './dynamicFieldText';

type SortColumn =
  | 'name'
  | 'title'
  | 'account'
  | 'ownerName'
  | 'leadStatus'
  | 'listStatus'
  | 'timezone'
  | 'email'
  | 'lastCallDateTime'
  | 'createdDate'
  | 'leadSource'
  | 'mailingCity'
  | 'addedManually'
  | 'playbookStepEnabledAt'
  | 'isLead';

export interface ListContactColumn {
  key: string;
  /** Catalogue key, or the layout label of a custom field. */
  label: { key: string } | { text: string };
  sort?: SortColumn;
  /** The cell; dates, counts and figures through the user's formatter, phone numbers through the phone module's. */
  render(row: ListContactRow, t: (k: string) => string, fmt: Formatter, formatNumber: (number: string) => string): ReactNode;
}

/** An address may wrap before its '@' (and nowhere else): a long one no longer widens the table past a full tab. */
function emailWithBreak(email: string | null): ReactNode {
  const at = email?.indexOf('@') ?? -1;
  if (!email || at <= 0) return email ?? '';
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const yesNo = (v: boolean, t: (k: string) => string) => (v ? t('listContacts.yes') : t('listContacts.no'));

/** The fixed columns of a list contacts table, in the spec's order (spec 2 section 2). */
export const BASE_COLUMNS: readonly ListContactColumn[] = [
  {
    key: 'name',
    label: { key: 'listContacts.col_name' },
    sort: 'name',
    render: (r) => (
      <Anchor href={`#!/contacts/${r.id}`} size="sm" title={r.name} data-testid="list-contact-name">
        {contactNameInList(r.name)}
      </Anchor>
    ),
  },
  { key: 'title', label: { key: 'listContacts.col_title' }, sort: 'title', render: (r) => r.title ?? '' },
  { key: 'account', label: { key: 'listContacts.col_account' }, sort: 'account', render: (r) => r.account?.name ?? '' },
  { key: 'ownerName', label: { key: 'listContacts.col_ownerName' }, sort: 'ownerName', render: (r) => r.ownerName ?? '' },
  { key: 'leadStatus', label: { key: 'listContacts.col_leadStatus' }, sort: 'leadStatus', render: (r) => r.leadStatus ?? '' },
  { key: 'listStatus', label: { key: 'listContacts.col_listStatus' }, sort: 'listStatus', render: (r) => r.listStatus },
  // Why the power dialer passed the contact by (calling hours, do-not-call); empty otherwise.
  { key: 'skipReason', label: { key: 'powerDialer.colSkipReason' }, render: (r, t) => (r.skipReason ? t(`powerDialer.skipReason_${r.skipReason}`) : '') },
  { key: 'timezone', label: { key: 'listContacts.col_timezone' }, sort: 'timezone', render: (r) => r.timezone ?? '' },
  { key: 'phones', label: { key: 'listContacts.col_phones' }, render: (r, _t, _fmt, formatNumber) => r.phones.map((p) => formatNumber(p.number)).join(', ') },
  { key: 'email', label: { key: 'listContacts.col_email' }, sort: 'email', render: (r) => emailWithBreak(r.email) },
  { key: 'opens', label: { key: 'listContacts.col_opens' }, render: (r, _t, fmt) => fmt.count(r.opensCount) },
  { key: 'lastOpen', label: { key: 'listContacts.col_lastOpen' }, render: (r, _t, fmt) => fmt.dateTime(r.lastOpen) },
  { key: 'clicks', label: { key: 'listContacts.col_clicks' }, render: (r, _t, fmt) => fmt.count(r.clicksCount) },
  { key: 'lastClick', label: { key: 'listContacts.col_lastClick' }, render: (r, _t, fmt) => fmt.dateTime(r.lastClick) },
  { key: 'lastCallDateTime', label: { key: 'listContacts.col_lastCallDateTime' }, sort: 'lastCallDateTime', render: (r, _t, fmt) => fmt.dateTime(r.lastCallDateTime) },
  { key: 'createdDate', label: { key: 'listContacts.col_createdDate' }, sort: 'createdDate', render: (r, _t, fmt) => fmt.dateTime(r.createdDate) },
  { key: 'createdBy', label: { key: 'listContacts.col_createdBy' }, render: (r) => r.createdBy ?? '' },
  { key: 'lastModifiedDate', label: { key: 'listContacts.col_lastModifiedDate' }, render: (r, _t, fmt) => fmt.dateTime(r.lastModifiedDate) },
  { key: 'lastModifiedBy', label: { key: 'listContacts.col_lastModifiedBy' }, render: (r) => r.lastModifiedBy ?? '' },
  { key: 'leadSource', label: { key: 'listContacts.col_leadSource' }, sort: 'leadSource', render: (r) => r.leadSource ?? '' },
  { key: 'mailingCity', label: { key: 'listContacts.col_mailingCity' }, sort: 'mailingCity', render: (r) => r.mailingCity ?? '' },
  { key: 'addedManually', label: { key: 'listContacts.col_addedManually' }, sort: 'addedManually', render: (r, t) => yesNo(r.addedManually, t) },
  { key: 'playbookStepEnabledAt', label: { key: 'listContacts.col_playbookStepEnabledAt' }, sort: 'playbookStepEnabledAt', render: (r, _t, fmt) => fmt.dateTime(r.playbookStepEnabledAt) },
];

/** Shown only when the tenant has connect score enabled (spec 2 section 2). */
export const CONNECT_SCORE_COLUMNS: readonly ListContactColumn[] = [
  { key: 'connectScoreThirty', label: { key: 'listContacts.col_connectScoreThirty' }, render: (r, _t, fmt) => (r.connectScoreThirty === null ? '' : fmt.count(r.connectScoreThirty)) },
  { key: 'lastConnect', label: { key: 'listContacts.col_lastConnect' }, render: (r, _t, fmt) => fmt.dateTime(r.lastConnect) },
];

/** The fixed columns offered to this tenant: the base ones, then the connect score ones when enabled. */
export const fixedColumns = (connectScoreEnabled: boolean): readonly ListContactColumn[] => (connectScoreEnabled ? [...BASE_COLUMNS, ...CONNECT_SCORE_COLUMNS] : BASE_COLUMNS);

/** Custom CRM fields of the contact and lead layouts as columns, sorted by label, rendered by type. */
export function customColumns(fields: readonly LayoutField[]): ListContactColumn[] {
  const seen = new Set<string>();
  return fields
    .filter((f) => !f.isStandard && !seen.has(f.fieldName) && seen.add(f.fieldName))
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((f) => {
      const fmt = dynamicFormatOf(f.type, f.advancedOptions);
      return {
        key: `other.${f.fieldName}`,
        label: { text: f.label },
        render: (r: ListContactRow, _t: (k: string) => string, formatter: Formatter) => {
          const text = dynamicFieldText(r.otherFields[f.fieldName], fmt, formatter);
          return fmt.type === 'url' && text ? (
            <Anchor size="sm" href={/^(https?|ftp):\/\//i.test(text) ? text : `http://${text}`} target="_blank" rel="noreferrer">
              {text}
            </Anchor>
          ) : (
            text
          );
        },
      };
    });
}

export const columnLabel = (c: ListContactColumn, t: (k: string) => string) => ('key' in c.label ? t(c.label.key) : c.label.text);
