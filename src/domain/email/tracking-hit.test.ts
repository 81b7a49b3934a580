import { describe, expect, it } from 'vitest';
import { classifyTrackingHit, isAppleNetwork, TRACKING_QUIET_MS, type TrackingHit } from './tracking-hit';

const sentAt = new Date('2026-11-27T10:00:00Z');
const later = new Date(sentAt.getTime() + 60_000);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const hit = (patch: Partial<TrackingHit>): TrackingHit => ({ userAgent: CHROME, ip: '203.0.113.9', referer: undefined, sentAt, now: later, ...patch });

describe('who fetched a tracking URL', () => {
  it('is a person: a browser a minute after sending', () => {
    expect(classifyTrackingHit(hit({}))).toBe('person');
  });

  it('is the sender when the product’s own page (the extension) fetched it, even much later', () => {
    expect(classifyTrackingHit(hit({ referer: 'chrome-extension://abcdef/workspace.html' }))).toBe('sender');
  });

  it('is too soon within the first 10 s after sending (the sender’s client, mail scanners)', () => {
    expect(classifyTrackingHit(hit({ now: new Date(sentAt.getTime() + 8_000) }))).toBe('too-soon');
    expect(classifyTrackingHit(hit({ now: new Date(sentAt.getTime() + TRACKING_QUIET_MS) }))).toBe('person');
  });

  it('is a privacy proxy for Google’s and Yahoo’s image proxies, at any time', () => {
    expect(classifyTrackingHit(hit({ userAgent: 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)', ip: '66.249.84.1' }))).toBe('privacy-proxy');
    expect(classifyTrackingHit(hit({ userAgent: 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html', now: sentAt }))).toBe('privacy-proxy');
  });

  it('is a privacy proxy for Apple Mail Privacy Protection (Apple’s network, bare agent), a person through Apple with a browser agent', () => {
    expect(classifyTrackingHit(hit({ userAgent: 'Mozilla/5.0', ip: '17.58.1.20', now: new Date(sentAt.getTime() + 2_000) }))).toBe('privacy-proxy');
    expect(classifyTrackingHit(hit({ userAgent: undefined, ip: '::ffff:17.1.2.3' }))).toBe('privacy-proxy');
    expect(classifyTrackingHit(hit({ userAgent: 'Mozilla/5.0', ip: '18.1.2.3' }))).toBe('person');
    expect(classifyTrackingHit(hit({ ip: '17.58.1.20' }))).toBe('person');
  });

  it('knows Apple’s 17.0.0.0/8 only', () => {
    expect([isAppleNetwork('17.0.0.1'), isAppleNetwork('::FFFF:17.250.1.1'), isAppleNetwork('170.1.1.1'), isAppleNetwork('117.1.1.1'), isAppleNetwork(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
