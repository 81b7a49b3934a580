import { describe, expect, it } from 'vitest';
import { prefixEnd, searchTerms } from './contact-search-sql';
import { cleanEmailAddress, cleanPhoneNumber, withOnePrimary } from './contact-input';
import { otherFieldsText, parseOtherFields } from '../../db/json-text';
import { timelineTypeOf, toTimelineEntry, type ActivityRow } from '../../activity/timeline-entry';

const row = (over: Partial<ActivityRow>): ActivityRow => ({
  id: 5,
  tenantId: 1,
  userId: 2,
  contactId: 3,
  kind: 'note',
  direction: null,
  durationSeconds: 0,
  occurredAt: new Date('2026-11-20T10:00:00Z'),
  data: {},
  ...over,
});

describe('otherFields stored as JSON text', () => {
  it('parses to null when unparseable or not an object of values', () => {
    expect(parseOtherFields('{"a":1,"b":"x","c":true,"d":null}')).toEqual({ a: 1, b: 'x', c: true, d: null });
    expect(parseOtherFields('{oops')).toBeNull();
    expect(parseOtherFields('[1,2]')).toBeNull();
    expect(parseOtherFields('{"a":{"nested":1}}')).toBeNull();
    expect(parseOtherFields(null)).toBeNull();
  });
  it('refuses unparseable text on write', () => {
    expect(() => otherFieldsText('{oops')).toThrow('otherFields must be a JSON object of field values');
    expect(otherFieldsText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('phone and email items', () => {
  it('keeps a number valid for its country in E.164, read in the dialing plan', () => {
    expect(cleanPhoneNumber(' +1 (201) 555-0100 ', 'US', ['number'])).toBe('+12015550100');
    expect(cleanPhoneNumber('020 7946 0958', 'GB', ['number'])).toBe('+442079460958');
    expect(() => cleanPhoneNumber('1234567890123456', 'US', ['number'])).toThrow('Not a valid phone number.');
    expect(() => cleanPhoneNumber('555-CALL', 'US', ['phones', 0, 'number'])).toThrow('Not a valid phone number.');
  });
  it('lower-cases addresses and keeps exactly one primary', () => {
    expect(cleanEmailAddress(' A@B.Example ')).toBe('a@b.example');
    expect(withOnePrimary([{ isPrimary: false }, { isPrimary: false }]).map((i) => i.isPrimary)).toEqual([true, false]);
    expect(withOnePrimary([{ isPrimary: false }, { isPrimary: true }, { isPrimary: true }]).map((i) => i.isPrimary)).toEqual([false, true, false]);
  });
});

describe('search terms', () => {
  it('reads digits as a phone number and computes the prefix range end', () => {
    expect(searchTerms(' Ava Nguyen ')).toEqual({ text: 'ava nguyen', digits: null });
    expect(searchTerms('555-0123')).toEqual({ text: '555-0123', digits: '5550123' });
    expect(prefixEnd('pa')).toBe('pb');
    expect(prefixEnd('z')).toBe('{');
  });
});

describe('timeline entries from the activity log', () => {
  it('maps kinds: calls from tasks and call tasks are call-task, contact events carry the event', () => {
    expect(timelineTypeOf(row({ kind: 'call' }))).toBe('call');
    expect(timelineTypeOf(row({ kind: 'call', data: { taskId: 9 } }))).toBe('call-task');
    expect(timelineTypeOf(row({ kind: 'task', data: { taskType: 'CALLBACK' } }))).toBe('call-task');
    expect(timelineTypeOf(row({ kind: 'task', data: { taskType: 'EMAIL' } }))).toBe('task');
    const event = toTimelineEntry(row({ kind: 'contact_event', data: { event: 'CHANGE_ACCOUNT', from: 'Acme', to: 'Globex' } }), 'Riley Rep');
    expect(event).toMatchObject({ _id: '5', type: 'contact-event', originalType: 'contact_event', content: '', event: { kind: 'CHANGE_ACCOUNT', from: 'Acme', to: 'Globex', opportunityId: null } });
  });
  it('takes the content from the note, SMS body or subject', () => {
    expect(toTimelineEntry(row({ kind: 'note', data: { content: 'hi' } }), null).content).toBe('hi');
    expect(toTimelineEntry(row({ kind: 'sms', direction: 'in', data: { body: 'yo' } }), null)).toMatchObject({ content: 'yo', direction: 'in' });
    expect(toTimelineEntry(row({ kind: 'email', data: { subject: 'S', opens: 2 } }), null).email).toEqual({
      status: null,
      opens: 2,
      clicks: 0,
      openedAt: null,
      clickedAt: null,
      proxyOpens: 0,
      messageId: null,
    });
    expect(toTimelineEntry(row({}), null).timestamp).toBe('2026-11-20T10:00:00.000Z');
  });
});
