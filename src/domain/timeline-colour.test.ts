import { describe, expect, it } from 'vitest';
import { timelineColour } from './timeline-colour';

describe('timeline colours', () => {
  it('shows notes and system events in orange', () => {
    expect(timelineColour('note', null)).toBe('orange');
    expect(timelineColour('contact-event', null)).toBe('orange');
  });
  it('shows email light blue, email in indigo, email out green', () => {
    expect(timelineColour('email', null)).toBe('lightBlue');
    expect(timelineColour('email', 'in')).toBe('indigo');
    expect(timelineColour('email', 'out')).toBe('green');
  });
  it('shows call in indigo and call out green', () => {
    expect(timelineColour('call', 'in')).toBe('indigo');
    expect(timelineColour('call', 'out')).toBe('green');
  });
  it('leaves kinds without a spec colour neutral', () => {
    expect(timelineColour('meeting', null)).toBe('neutral');
  });
});
