import { expect, it } from 'vitest';
import { recordsAutomatically } from './automatic-recording';

it('records outbound calls from their answer when outboundEnabled, inbound ones when inboundEnabled (spec 3 recording settings)', () => {
  expect(recordsAutomatically({ outboundEnabled: true, inboundEnabled: false }, 'outgoing')).toBe(true);
  expect(recordsAutomatically({ outboundEnabled: true, inboundEnabled: false }, 'incoming')).toBe(false);
  expect(recordsAutomatically({ outboundEnabled: false, inboundEnabled: true }, 'incoming')).toBe(true);
  expect(recordsAutomatically({ outboundEnabled: false, inboundEnabled: true }, 'outgoing')).toBe(false);
});
