/** A formatter per locale and options, built once (a table of 500 rows formats thousands of cells). */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale as given when Intl knows it, else en-US (a browser may report a tag Intl refuses). */
export function knownLocale(locale: string | undefined): string {
  if (!locale) return 'en-US';
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** The zone as given when Intl knows it, else UTC. */
export function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(knownLocale(locale), options);
    numberFormats.set(key, f);
  }
  return f;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(knownLocale(locale), { ...options, ...(options.timeZone ? { timeZone: knownTimeZone(options.timeZone) } : {}) });
    dateFormats.set(key, f);
  }
  return f;
}
