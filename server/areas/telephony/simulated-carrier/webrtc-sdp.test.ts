import { describe, expect, it } from 'vitest';
import { carrierAnswer, carrierOffer, newSdpIdentity, sdpDirection } from './webrtc-sdp';

// The shape of a Chromium offer (audio, then a data channel) as sip.js sends it.
const browserOffer = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8',
  'c=IN IP4 0.0.0.0',
  'a=ice-ufrag:abcd',
  'a=ice-pwd:0123456789abcdef01234567',
  'a=fingerprint:sha-256 AA:BB',
  'a=setup:actpass',
  'a=mid:0',
  'a=sendonly',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=mid:1',
  '',
].join('\r\n');

describe('WebRTC-style SDP of the Simulated carrier', () => {
  const id = newSdpIdentity();

  it('answers every m-line of the offer with its mid, accepting audio with the first codec', () => {
    const answer = carrierAnswer(id, 1, 30000, browserOffer);
    const media = answer.split('\r\n').filter((l) => l.startsWith('m='));
    expect(media).toEqual(['m=audio 30000 UDP/TLS/RTP/SAVPF 111', 'm=application 0 UDP/DTLS/SCTP webrtc-datachannel']);
    expect(answer).toContain('a=group:BUNDLE 0\r\n');
    expect(answer).toContain('a=rtpmap:111 opus/48000/2');
    expect(answer).toContain('a=setup:active');
    expect(answer).toMatch(/a=fingerprint:sha-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}/);
    expect(answer).toContain('a=candidate:1 1 udp 2122260223 127.0.0.1 30000 typ host');
  });

  it('answers hold (sendonly) with recvonly', () => {
    expect(sdpDirection(carrierAnswer(id, 2, 30000, browserOffer))).toBe('recvonly');
  });

  it('offers audio with actpass, and sendonly when holding', () => {
    const offer = carrierOffer(id, 1, 30001);
    expect(offer).toContain('a=setup:actpass');
    expect(sdpDirection(offer)).toBe('sendrecv');
    expect(sdpDirection(carrierOffer(id, 2, 30001, 'sendonly'))).toBe('sendonly');
    expect(offer).toContain(`a=ice-ufrag:${id.iceUfrag}`);
  });
});
