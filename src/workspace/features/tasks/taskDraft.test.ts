import { describe, expect, it } from 'vitest';
import { bodyOf, draftDay, emptyDraft } from './taskDraft';

// Fake clock: local 2026-03-11 14:30.
const now = new Date(2026, 2, 11, 14, 30);

describe('task draft', () => {
  it('reads the date as M/d/yyyy or a relative word', () => {
    expect(draftDay({ ...emptyDraft(1), dateText: 'tomorrow' }, now)).toBe('2026-03-12');
    expect(draftDay({ ...emptyDraft(1), dateText: '4/2/2026' }, now)).toBe('2026-04-02');
    expect(draftDay({ ...emptyDraft(1), dateText: '' }, now)).toBeNull();
    expect(draftDay({ ...emptyDraft(1), dateText: 'someday' }, now)).toBe('invalid');
  });
  it('sends the time as HH:mm:00, and none without a date', () => {
    const d = { ...emptyDraft(3), subject: 'Call', timeText: '02:15 PM' };
    expect(bodyOf(d, '2026-03-12')).toMatchObject({ activityDate: '2026-03-12', time: '14:15:00', ownerId: 3, taskType: 'CALL' });
    expect(bodyOf(d, null)).toMatchObject({ activityDate: null, time: null });
  });
});
