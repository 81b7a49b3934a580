import { describe, expect, it } from 'vitest';
import { tagsByCount } from './tag-settings';

describe('tagsByCount (spec 3: tags lists sorted by count descending)', () => {
  it('puts the most used first, ties by name', () => {
    const tags = [
      { name: 'beta', count: 1 },
      { name: 'alpha', count: 1 },
      { name: 'hot', count: 5 },
      { name: 'unused', count: 0 },
    ];
    expect(tagsByCount(tags).map((t) => t.name)).toEqual(['hot', 'alpha', 'beta', 'unused']);
    expect(tags[0]!.name).toBe('beta');
  });
});
