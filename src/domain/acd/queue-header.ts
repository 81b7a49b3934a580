/** The queue id an INVITE's X-Acd-Queue names: a positive integer, else null (a header anyone could send names nothing else). */
export function queueIdOf(header: string | undefined | null): number | null {
  if (!header || !/^\d{1,9}$/.test(header.trim())) return null;
  const id = Number(header.trim());
  return id > 0 ? id : null;
}
