import { describe, expect, it } from 'vitest';
import { relatedInfoCard } from './related-info-card';

describe('related-info card', () => {
  it('settles from loading to ready or notDefined', () => {
    expect(relatedInfoCard('loading', { type: 'loaded', hasInfo: true })).toBe('ready');
    expect(relatedInfoCard('loading', { type: 'loaded', hasInfo: false })).toBe('notDefined');
    expect(relatedInfoCard('loading', { type: 'loadFailed' })).toBe('notDefined');
  });
  it('edits from ready or notDefined, and not while loading', () => {
    expect(relatedInfoCard('ready', { type: 'edit' })).toBe('editing');
    expect(relatedInfoCard('notDefined', { type: 'edit' })).toBe('editing');
    expect(relatedInfoCard('loading', { type: 'edit' })).toBe('loading');
  });
  it('leaves editing on cancel or save', () => {
    expect(relatedInfoCard('editing', { type: 'cancel', hasInfo: false })).toBe('notDefined');
    expect(relatedInfoCard('editing', { type: 'saved' })).toBe('ready');
  });
});
