import { format, isValid, parseISO } from 'date-fns';

/** The types a dynamic (custom CRM) field column renders by (spec 2 section 3, list contact row). */
export type DynamicFieldType = 'percent' | 'double' | 'date' | 'datetime' | 'time' | 'currency' | 'int' | 'url' | 'other';

export interface DynamicFieldFormat {
  type: DynamicFieldType;
  /** Decimals of a double (its scale) or a currency. */
  scale?: number;
  currencySymbol?: string;
}

const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));

/** A custom field's value as the table shows it; an unreadable value is shown as it came. */
export function dynamicFieldText(value: string | number | boolean | null | undefined, f: DynamicFieldFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const n = num(value);
  switch (f.type) {
    case 'percent':
      return Number.isFinite(n) ? `${n}%` : String(value);
    case 'double':
      return Number.isFinite(n) ? (f.scale !== undefined ? n.toFixed(f.scale) : String(n)) : String(value);
    case 'int':
      return Number.isFinite(n) ? String(Math.trunc(n)) : String(value);
    case 'currency':
      return Number.isFinite(n) ? `${f.currencySymbol ?? '$'}${n.toFixed(f.scale ?? 2)}` : String(value);
    case 'date': {
      // A date-only value is a calendar day: read it without a time zone shift.
      const d = parseISO(String(value).slice(0, 10));
      return isValid(d) ? format(d, 'M/d/yyyy') : String(value);
    }
    case 'datetime': {
      const d = parseISO(String(value));
      return isValid(d) ? format(d, 'M/d/yyyy h:mm a') : String(value);
    }
    case 'time': {
      const m = /^(\d{1,2}):(\d{2})/.exec(String(value));
      if (!m) return String(value);
      const h = Number(m[1]);
      return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
    }
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
