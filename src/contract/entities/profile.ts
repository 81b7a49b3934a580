import { z } from 'zod';
import { isDialingPlanCountry } from '../../domain/settings/dialing-plan';
import { isTimeZone, TIME_ZONE_INVALID } from '../../domain/settings/time-zone';

/** Spec 3 "Dialing plan: countryCode, countryName, iso2". */
export const dialingPlan = z.object({ countryCode: z.string(), countryName: z.string(), iso2: z.string() });
/** `own`: the user chose it; otherwise it is the tenant's. */
export const dialingPlanReply = z.object({ dialingPlan, own: z.boolean() });
export const dialingPlanBody = z.object({ iso2: z.string().refine(isDialingPlanCountry, 'Choose a country from the list') });

/** Spec 3 my profile time zone: the user's own, else the tenant's, else UTC (`own` says which). */
export const timeZoneReply = z.object({ timeZone: z.string(), own: z.boolean() });
export const timeZoneBody = z.object({ timeZone: z.string().max(64).refine(isTimeZone, TIME_ZONE_INVALID) });

const EMAIL_DESKTOP_DEFAULTS = { emailOpensDesktop: true, emailClicksDesktop: true, inboundEmailsDesktop: true };

/**
 * Spec 3 inbound call notification settings, SMS and email notifications: the desktop notifications
 * the extension shows. Email's came later: settings saved before them read as on.
 */
export const desktopNotificationSettings = z.object({
  inboundCallNotificationSettings: z.object({ enableDesktopNotification: z.boolean() }),
  smsNotifications: z.object({ inboundSmsDesktop: z.boolean() }),
  emailNotifications: z.object({ emailOpensDesktop: z.boolean(), emailClicksDesktop: z.boolean(), inboundEmailsDesktop: z.boolean().default(true) }).default(EMAIL_DESKTOP_DEFAULTS),
});
export type DesktopNotificationSettings = z.infer<typeof desktopNotificationSettings>;
export const DEFAULT_DESKTOP_NOTIFICATIONS: DesktopNotificationSettings = {
  inboundCallNotificationSettings: { enableDesktopNotification: true },
  smsNotifications: { inboundSmsDesktop: true },
  emailNotifications: EMAIL_DESKTOP_DEFAULTS,
};
