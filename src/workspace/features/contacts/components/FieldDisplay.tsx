import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact, LayoutField } from '@/src/contract';
import { isEmptyValue, type FieldValue } from '@/src/domain/fields/field-types';
import { cutFieldValue } from '@/src/domain/fields/length-cutoff';
import { linkHref } from '@/src/domain/fields/link-filter';
import { picklistDisplay } from '@/src/domain/fields/picklist-display';
import { dynamicFieldText, dynamicFormatOf } from '../../lists/dynamicFieldText';
import { useFormat } from '../../profile/hooks/useFormat';

const NUMBER_OR_DAY = new Set(['int', 'double', 'currency', 'percent', 'date']);

/** A field's saved value as text: picklist labels (unknown values with ' *'), long values cut at 19 (phone 16). */
export function FieldDisplay({ field, value, contact }: { field: LayoutField; value: FieldValue; contact: Contact }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (field.type === 'boolean') return <Text size="sm">{value === true ? t('contacts.yes') : t('contacts.no')}</Text>;
  if (isEmptyValue(value))
    return (
      <Text size="sm" c="dimmed">
        {t('contacts.noValue')}
      </Text>
    );
  let text: string;
  if (field.isStandard && field.fieldName === 'leadStatus') text = contact.leadStatus?.name ?? String(value);
  else if (field.type === 'picklist') text = picklistDisplay(String(value), field.picklistValues);
  else if (field.type === 'multipicklist' && Array.isArray(value)) text = value.map((v) => picklistDisplay(v, field.picklistValues)).join('; ');
  else if (field.type === 'location' && Array.isArray(value)) text = value.join(', ');
  // Numbers grouped, money with its currency, a date in the one date style (datetime and time keep their entry form).
  else if (NUMBER_OR_DAY.has(field.type) && (typeof value === 'number' || typeof value === 'string')) text = dynamicFieldText(value, dynamicFormatOf(field.type, field.advancedOptions), fmt);
  else text = String(value);
  if (field.type === 'url')
    return (
      <Anchor size="sm" href={linkHref(text)} target="_blank" rel="noreferrer" title={text}>
        {cutFieldValue(text, field.type)}
      </Anchor>
    );
  return (
    <Text size="sm" title={text} style={{ whiteSpace: field.type === 'textarea' ? 'pre-wrap' : undefined }}>
      {field.type === 'textarea' ? text : cutFieldValue(text, field.type)}
    </Text>
  );
}
