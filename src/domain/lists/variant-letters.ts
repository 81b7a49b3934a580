/** Variant letters (spec 2 section 3): A, B, ... Z, AA, AB, ... AZ, BA, ... like spreadsheet columns. */
export function variantLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Index of a letter (A 0, Z 25, AA 26); -1 when it is not made of A-Z. */
export function variantIndex(letter: string): number {
  if (!/^[A-Z]+$/.test(letter)) return -1;
  let n = 0;
  for (const char of letter) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}

/** The letter a new variant gets: the one after the highest in use (letters are never reused while it exists). */
export function nextVariantLetter(existing: readonly string[]): string {
  const highest = existing.reduce((max, letter) => Math.max(max, variantIndex(letter)), -1);
  return variantLetter(highest + 1);
}

/**
 * The variant a contact gets on an automatic email step: the variants rotate A, B, A, B... in order of
 * processing, continuing after the one used last on the step (`lastIndex`, -1 when none yet).
 */
export function rotateVariant(count: number, lastIndex: number): number {
  if (count <= 0) return -1;
  return (lastIndex + 1) % count;
}
