import { z } from 'zod';
import { DATA_IQ_CHECKS } from '../../domain/data-iq/data-quality';

/** main.dataiq: the data quality of the tenant's contacts, and the records behind each count. */
export const dataIqCheck = z.enum(DATA_IQ_CHECKS);
export const dataIqSummary = z.object({
  totalContacts: z.number().int(),
  counts: z.record(dataIqCheck, z.number().int()),
  /** The country numbers without a '+' are read against (the tenant's dialing plan). */
  country: z.string(),
});
export type DataIqSummary = z.infer<typeof dataIqSummary>;
export const dataIqRecord = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  isLead: z.boolean(),
  /** What the check found: the invalid number, the shared email or number; null for a missing one. */
  detail: z.string().nullable(),
});
export type DataIqRecord = z.infer<typeof dataIqRecord>;
