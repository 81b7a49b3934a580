import { describe, expect, it } from 'vitest';
import { isSiteEnabled, parseClickToCallSettings, siteOf, toggleSite } from './click-to-call-settings';

describe('click-to-call per-site switch', () => {
  it('is on everywhere by default with the US as country', () => {
    const settings = parseClickToCallSettings(undefined);
    expect(settings).toEqual({ country: 'US', disabledSites: [] });
    expect(isSiteEnabled(settings, 'example.com')).toBe(true);
  });

  it('turns a site off and on again', () => {
    const off = toggleSite(parseClickToCallSettings({}), 'example.com', false);
    expect(isSiteEnabled(off, 'example.com')).toBe(false);
    expect(isSiteEnabled(off, 'other.org')).toBe(true);
    expect(isSiteEnabled(toggleSite(off, 'example.com', true), 'example.com')).toBe(true);
  });

  it('falls back to the default on malformed storage and never runs on non-web pages', () => {
    expect(parseClickToCallSettings({ country: 5 })).toEqual({ country: 'US', disabledSites: [] });
    expect(siteOf('https://example.com:8443/a')).toBe('example.com:8443');
    expect(siteOf('chrome-extension://abc/x.html')).toBeNull();
    expect(isSiteEnabled(parseClickToCallSettings({}), null)).toBe(false);
  });
});
