import { expect, it } from 'vitest';
import { withUniqueMids } from './listen-sdp';

const offer = [
  'v=0',
  'o=- 1 1 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=audio 30022 UDP/TLS/RTP/SAVPF 0',
  'c=IN IP4 127.0.0.1',
  'a=mid:0',
  'a=sendonly',
  'm=audio 30038 UDP/TLS/RTP/SAVPF 0',
  'c=IN IP4 127.0.0.1',
  'a=mid:0',
  'a=sendonly',
  '',
].join('\r\n');

it('gives each media section of a listen offer its own mid (rtpengine copies both parties’ mid 0), dropping a stale BUNDLE group', () => {
  const fixed = withUniqueMids(offer);
  expect(fixed.match(/^a=mid:.*$/gm)).toEqual(['a=mid:0', 'a=mid:1']);
  expect(fixed).not.toContain('a=group:BUNDLE');
  expect(fixed.split('\r\n').slice(4, 8)).toEqual(['m=audio 30022 UDP/TLS/RTP/SAVPF 0', 'c=IN IP4 127.0.0.1', 'a=mid:0', 'a=sendonly']);
  expect(fixed.endsWith('\r\n')).toBe(true);
});

it('adds mids where the offer has none', () => {
  const bare = offer.replace(/a=mid:0\r\n/g, '');
  expect(withUniqueMids(bare).match(/^a=mid:.*$/gm)).toEqual(['a=mid:0', 'a=mid:1']);
});
