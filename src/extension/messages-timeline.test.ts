import { describe, expect, it } from 'vitest';
import { receive } from './messages';

const entry = {
  _id: '7',
  type: 'note',
  originalType: 'note',
  content: 'Hello',
  contactId: 5,
  userId: 2,
  userName: 'Rep',
  timestamp: '2026-01-01T00:00:00Z',
  direction: null,
  durationSeconds: 0,
  result: null,
  event: null,
  email: null,
  expanded: false,
  isDeleted: false,
};

describe('live timeline messages', () => {
  it('accepts a join for a contact or account room', () => {
    expect(receive({ target: 'background', type: 'timeline.join', room: 'contacts/5' }, 'background')).not.toBeNull();
    expect(receive({ target: 'background', type: 'timeline.leave', room: 'accounts/2' }, 'background')).not.toBeNull();
  });
  it('refuses any other room', () => {
    expect(receive({ target: 'background', type: 'timeline.join', room: 'tenant/1' }, 'background')).toBeNull();
    expect(receive({ target: 'offscreen', type: 'offscreen.timeline.join', room: 'contacts/x' }, 'offscreen')).toBeNull();
  });
  it('passes a well-formed entry to UI pages and drops a malformed one', () => {
    expect(receive({ target: 'ui', type: 'timeline.entry', room: 'contacts/5', entry }, 'ui')).not.toBeNull();
    expect(receive({ target: 'ui', type: 'timeline.entry', room: 'contacts/5', entry: { ...entry, type: 'virus' } }, 'ui')).toBeNull();
    expect(receive({ target: 'ui', type: 'timeline.entry', room: 'contacts/5', entry }, 'background')).toBeNull();
  });
});
