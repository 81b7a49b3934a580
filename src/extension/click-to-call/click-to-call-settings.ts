import { z } from 'zod';

/**
 * Click-to-call settings in chrome.storage.local: the user's default country (written by the
 * workspace from the telephony settings) and the sites where the user turned click-to-call off.
 */
export const CLICK_TO_CALL_KEY = 'clickToCall';

export const clickToCallSettings = z.object({ country: z.string().length(2).default('US'), disabledSites: z.array(z.string()).default([]) });
export type ClickToCallSettings = z.infer<typeof clickToCallSettings>;

export const defaultClickToCallSettings: ClickToCallSettings = { country: 'US', disabledSites: [] };

/** Storage values pass through the schema; anything malformed falls back to the default. */
export function parseClickToCallSettings(raw: unknown): ClickToCallSettings {
  const parsed = clickToCallSettings.safeParse(raw ?? {});
  return parsed.success ? parsed.data : defaultClickToCallSettings;
}

export const siteOf = (url: string): string | null => {
  try {
    const { protocol, host } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? host : null;
  } catch {
    return null;
  }
};

export const isSiteEnabled = (settings: ClickToCallSettings, site: string | null) => site !== null && !settings.disabledSites.includes(site);

export function toggleSite(settings: ClickToCallSettings, site: string, enabled: boolean): ClickToCallSettings {
  const others = settings.disabledSites.filter((s) => s !== site);
  return { ...settings, disabledSites: enabled ? others : [...others, site] };
}
