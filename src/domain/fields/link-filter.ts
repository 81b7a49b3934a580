/** A link filter adds http:// unless the text starts with ftp or http(s):// (spec 1 section 5). */
export function linkHref(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (/^(ftp|https?:\/\/)/i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}
