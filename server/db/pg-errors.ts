/** A unique index refused the write (PostgreSQL 23505); drizzle puts the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * PostgreSQL refused a value the request carried and the contract let through: a number past its column
 * (22003, an id of 2^31), a NUL byte in text (22021), a character the encoding lacks (22P05).
 */
export function isRefusedValue(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '22003' || code === '22021' || code === '22P05';
}
