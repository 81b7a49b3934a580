import { describe, expect, it } from 'vitest';
import { apiKeyCapabilities, apiKeyMayUseMethod, isApiKeyToken } from './api-key-rules';

describe('API key rules (issue 37)', () => {
  it('tells a key from a session token by its prefix', () => {
    expect(isApiKeyToken('dwk_abc')).toBe(true);
    expect(isApiKeyToken('abc')).toBe(false);
    expect(isApiKeyToken(undefined)).toBe(false);
  });

  it('lets a read-only key make GET calls only', () => {
    expect(apiKeyMayUseMethod('read', 'GET')).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(apiKeyMayUseMethod('read', method)).toBe(false);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(apiKeyMayUseMethod('write', method)).toBe(true);
  });

  it("gives a key its creator's capabilities, without the administrator's unless it is read-write", () => {
    expect(apiKeyCapabilities(['settings.admin', 'contact.create'], 'write')).toEqual(['settings.admin', 'contact.create']);
    expect(apiKeyCapabilities(['settings.admin', 'contact.create'], 'read')).toEqual(['contact.create']);
    expect(apiKeyCapabilities(['contact.create'], 'write')).toEqual(['contact.create']);
  });
});
