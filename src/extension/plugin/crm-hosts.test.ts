import { describe, expect, it } from 'vitest';
import { addCrmHost, hostFor, matchPatternsFor, normalizeOrigin, parseCrmHosts, recordIdFromUrl, recordPatternError, removeCrmHost, type CrmHost } from './crm-hosts';

const host = (origin: string, recordPattern: string | null = null): CrmHost => ({ origin, instance: 'http://127.0.0.1:3000', recordPattern, addedAt: '2026-11-26T00:00:00.000Z' });

describe('CRM sites', () => {
  it('takes what a user types for a site as its origin, and refuses what is not an http(s) site', () => {
    expect(normalizeOrigin('crm.example.com')).toBe('https://crm.example.com');
    expect(normalizeOrigin(' https://crm.example.com/app/home?x=1 ')).toBe('https://crm.example.com');
    expect(normalizeOrigin('http://127.0.0.1:8080/records')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('HTTPS://CRM.Example.com')).toBe('https://crm.example.com');
    for (const bad of ['', 'ftp://crm.example.com', 'javascript:alert(1)', 'chrome-extension://abc', 'https://user:pw@crm.example.com', 'http://']) expect(normalizeOrigin(bad)).toBeNull();
  });

  it('keeps one entry per origin, removes by origin, and finds the entry of an exact origin only', () => {
    const hosts = addCrmHost(addCrmHost([], host('https://a.example')), host('http://127.0.0.1:8080'));
    const again = addCrmHost(hosts, host('https://a.example', '/r/(\\d+)'));
    expect(again.map((h) => h.origin)).toEqual(['http://127.0.0.1:8080', 'https://a.example']);
    expect(hostFor(again, 'https://a.example')?.recordPattern).toBe('/r/(\\d+)');
    expect(hostFor(again, 'http://127.0.0.1:9090')).toBeUndefined();
    expect(removeCrmHost(again, 'https://a.example').map((h) => h.origin)).toEqual(['http://127.0.0.1:8080']);
  });

  it("gives Chrome's port-less match patterns, one per host", () => {
    expect(matchPatternsFor([host('http://127.0.0.1:8080'), host('http://127.0.0.1:9090'), host('https://crm.example.com')])).toEqual(['http://127.0.0.1/*', 'https://crm.example.com/*']);
  });

  it('reads the record id from the URL by the first group of the site pattern, and ignores a broken pattern', () => {
    expect(recordPatternError('/records/(\\w+)')).toBeNull();
    expect(recordPatternError('/records/\\w+')).toBe('noGroup');
    expect(recordPatternError('/records/(')).toBe('invalid');
    expect(recordIdFromUrl({ recordPattern: '/records/(\\w+)' }, 'http://127.0.0.1:8080/records/CRM0042?tab=1')).toBe('CRM0042');
    expect(recordIdFromUrl({ recordPattern: '[?&]id=([^&#]+)' }, 'https://crm.example.com/view?id=003A1#top')).toBe('003A1');
    expect(recordIdFromUrl({ recordPattern: '#/lead/(\\d+)' }, 'https://crm.example.com/app#/lead/77')).toBe('77');
    expect(recordIdFromUrl({ recordPattern: '/records/(\\w+)' }, 'https://crm.example.com/home')).toBeNull();
    expect(recordIdFromUrl({ recordPattern: '/records/(' }, 'https://crm.example.com/records/1')).toBeNull();
    expect(recordIdFromUrl({ recordPattern: null }, 'https://crm.example.com/records/1')).toBeNull();
  });

  it('reads malformed storage as no sites', () => {
    expect(parseCrmHosts(undefined)).toEqual([]);
    expect(parseCrmHosts([{ origin: 'nope' }])).toEqual([]);
    expect(parseCrmHosts([host('https://a.example')])).toHaveLength(1);
  });
});
