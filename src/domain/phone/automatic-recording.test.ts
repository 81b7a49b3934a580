import { expect, it } from 'vitest';
import { recordsAutomatically } from './automatic-recording';

it('records outbound calls from their answer when outboundEnabled, inbound ones when inboundEnabled (spec 3 recording settings)', () => {
  expect(recordsAutomatically({ outboundEnabled: true, inboundEnabled: false }, 'outgoing')).toBe(true);
  expect(recordsAutomatically({ outboundEnabled: true, inboundEnabled: false }, 'incoming')).toBe(false);
  expect(recordsAutomatically({ outboundEnabled: false, inboundEnabled: true }, 'incoming')).toBe(true);
  expect(recordsAutomatically({ outboundEnabled: false, inboundEnabled: true }, 'outgoing')).toBe(false);
});

it('never records automatically a call to or from a filtered number prefix (spec 3 outboundFilters / inboundFilters)', () => {
  const settings = { outboundEnabled: true, inboundEnabled: true, outboundFilters: ['+1 800', '911'], inboundFilters: ['+44'] };
  expect(recordsAutomatically(settings, 'outgoing', '+18005550100')).toBe(false);
  expect(recordsAutomatically(settings, 'outgoing', '911')).toBe(false);
  expect(recordsAutomatically(settings, 'outgoing', '+12015550100')).toBe(true);
  expect(recordsAutomatically(settings, 'incoming', '+44 20 7946 0000')).toBe(false);
  expect(recordsAutomatically(settings, 'incoming', '+18005550100')).toBe(true);
  // An empty filter filters nothing.
  expect(recordsAutomatically({ outboundEnabled: true, inboundEnabled: false, outboundFilters: [''] }, 'outgoing', '+12015550100')).toBe(true);
});
