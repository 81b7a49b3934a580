/** Colours of timeline entries (spec 1 section 2); kinds the spec gives no colour stay neutral. */
export type TimelineColour = 'orange' | 'lightBlue' | 'indigo' | 'green' | 'neutral';

export function timelineColour(type: string, direction: 'in' | 'out' | null): TimelineColour {
  switch (type) {
    case 'note':
    case 'contact-event':
      return 'orange'; // system events are orange, like notes
    case 'email':
      return direction === 'in' ? 'indigo' : direction === 'out' ? 'green' : 'lightBlue';
    case 'call':
      return direction === 'in' ? 'indigo' : direction === 'out' ? 'green' : 'neutral';
    default:
      return 'neutral';
  }
}
