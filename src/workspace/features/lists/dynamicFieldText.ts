import type { Formatter } from '@/src/domain/format';

/** The types a dynamic (custom CRM) field column renders by (spec 2 section 3, list contact row). */
export type DynamicFieldType = 'percent' | 'double' | 'date' | 'datetime' | 'time' | 'currency' | 'int' | 'url' | 'other';

export interface DynamicFieldFormat {
  type: DynamicFieldType;
  /** Decimals of a double (its scale) or a currency. */
  scale?: number;
  currencySymbol?: string;
}

const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));

/** A custom field's value as the table shows it, by the one format module; an unreadable value is shown as it came. */
export function dynamicFieldText(value: string | number | boolean | null | undefined, f: DynamicFieldFormat, fmt: Formatter): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const n = num(value);
  const numeric = typeof value === 'number' || String(value).trim() !== '';
  switch (f.type) {
    case 'percent':
      return numeric && Number.isFinite(n) ? fmt.percent(n) : String(value);
    case 'double':
      return numeric && Number.isFinite(n) ? fmt.decimal(n, f.scale) : String(value);
    case 'int':
      return numeric && Number.isFinite(n) ? fmt.count(Math.trunc(n)) : String(value);
    case 'currency':
      return numeric && Number.isFinite(n) ? fmt.money(n, f.currencySymbol ?? '$', f.scale ?? 2) : String(value);
    case 'date':
      // A date-only value is a calendar day: read it without a time zone shift.
      return fmt.calendarDay(String(value));
    case 'datetime':
      return fmt.dateTime(String(value));
    case 'time':
      return fmt.timeOfDay(String(value));
    default:
      return String(value);
  }
}

/** The layout type of a field mapped to how its column renders; decimals and symbol from its options. */
export function dynamicFormatOf(type: string, options: Record<string, unknown> | null): DynamicFieldFormat {
  const known: DynamicFieldType[] = ['percent', 'double', 'date', 'datetime', 'time', 'currency', 'int', 'url'];
  const t = (known as string[]).includes(type) ? (type as DynamicFieldType) : 'other';
  const decimals = typeof options?.decimals === 'number' ? options.decimals : undefined;
  const symbol = typeof options?.currencySymbol === 'string' ? options.currencySymbol : undefined;
  return { type: t, ...(decimals !== undefined ? { scale: decimals } : {}), ...(symbol !== undefined ? { currencySymbol: symbol } : {}) };
}
