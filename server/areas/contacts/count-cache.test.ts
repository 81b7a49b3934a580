import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache for later list pages', () => {
  it('serves a total while fresh, then forgets it', () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    cache.set('1/A/all', 42);
    now = 30_000;
    expect(cache.get('1/A/all')).toBe(42);
    now = 30_001;
    expect(cache.get('1/A/all')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = createCountCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // refreshed: now the newest
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});
