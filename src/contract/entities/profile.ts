import { z } from 'zod';
import { isDialingPlanCountry } from '../../domain/settings/dialing-plan';

/** Spec 3 "Dialing plan: countryCode, countryName, iso2". */
export const dialingPlan = z.object({ countryCode: z.string(), countryName: z.string(), iso2: z.string() });
/** `own`: the user chose it; otherwise it is the tenant's. */
export const dialingPlanReply = z.object({ dialingPlan, own: z.boolean() });
export const dialingPlanBody = z.object({ iso2: z.string().refine(isDialingPlanCountry, 'Choose a country from the list') });
