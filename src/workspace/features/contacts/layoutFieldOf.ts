import type { LayoutField } from '@/src/contract';
import { i18next } from '../../i18n/i18n';

const LABEL_KEYS: Record<string, string> = {
  firstName: 'contacts.create.firstName',
  lastName: 'contacts.create.lastName',
  companyName: 'contacts.create.companyName',
  title: 'contacts.create.title_',
  phone: 'contacts.create.phone',
  email: 'contacts.create.email',
  leadStatus: 'contacts.create.leadStatus',
};

/** A plain optional field for a form input the layout does not name (phone, email). */
export function layoutFieldOf(fieldName: string, type: LayoutField['type']): LayoutField {
  return {
    fieldName,
    label: LABEL_KEYS[fieldName] ? i18next.t(LABEL_KEYS[fieldName]) : fieldName,
    type,
    isStandard: true,
    isRequired: false,
    isUpdatable: true,
    defaultValue: null,
    length: null,
    picklistValues: [],
    dependency: null,
    advancedOptions: null,
    section: 'personalInfo',
    order: 0,
  };
}
