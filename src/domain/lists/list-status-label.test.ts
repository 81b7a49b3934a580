import { describe, expect, it } from 'vitest';
import { comparePriority, contactNameInList, listNameInTable, listNameInTitle, listStatusLabel, type Priority } from './list-status-label';

describe('list status display', () => {
  it('shows READY and COMPLETED blank', () => {
    expect(listStatusLabel('READY')).toBe('');
    expect(listStatusLabel('COMPLETED')).toBe('');
    expect(listStatusLabel(null)).toBe('');
  });
  it('shows RESETING as RESETTING and other statuses as they are', () => {
    expect(listStatusLabel('RESETING')).toBe('RESETTING');
    expect(listStatusLabel('REQUESTED')).toBe('REQUESTED');
    expect(listStatusLabel('REFRESHING')).toBe('REFRESHING');
  });
});

describe('name truncation', () => {
  const long = 'x'.repeat(60);
  it('cuts list names to 50 characters, 41 in titles and dialogs', () => {
    expect(Array.from(listNameInTable(long))).toHaveLength(50);
    expect(listNameInTable(long).endsWith('…')).toBe(true);
    expect(Array.from(listNameInTitle(long))).toHaveLength(41);
    expect(listNameInTable('x'.repeat(50))).toBe('x'.repeat(50));
    expect(listNameInTitle('x'.repeat(42))).toHaveLength(41);
  });
  it('cuts contact names to 30 characters', () => {
    expect(Array.from(contactNameInList('y'.repeat(31)))).toHaveLength(30);
    expect(contactNameInList('Ada Lovelace')).toBe('Ada Lovelace');
  });
});

describe('priority order', () => {
  it('sorts high, then medium, then low', () => {
    const p: Priority[] = [2, 0, 1, 0];
    expect([...p].sort(comparePriority)).toEqual([0, 0, 1, 2]);
  });
});
