import type { BodyAndContentType, SessionDescriptionHandler, SessionDescriptionHandlerOptions } from 'sip.js';
import { audioAddressOf, createRtpEndpoint, type RtpEndpoint } from '../media/rtp-endpoint';
import { sdpDirection } from './webrtc-sdp';

const INVERSE: Record<string, string> = { sendonly: 'recvonly', recvonly: 'sendonly', inactive: 'inactive', sendrecv: 'sendrecv' };

/**
 * sip.js session-description handler for the carrier in Node: plain RTP with G.711 (PCMU), as a
 * trunk speaks. The media relay in front of it turns the browsers' WebRTC into this. `onDtmf`
 * sees tones sent by INFO or recorded here.
 */
export class RtpSessionDescriptionHandler implements SessionDescriptionHandler {
  private media: Promise<RtpEndpoint> | undefined;
  private closed = false;
  /** A remote offer waits for our answer. */
  private answering = false;
  /** We made an offer and wait for its answer. */
  private offered = false;
  readonly dtmf: string[] = [];
  remoteDirection: string = 'sendrecv';

  /** keep: whether the endpoint keeps what it heard and said (see createRtpEndpoint). */
  constructor(private readonly options: { keep?: boolean } = {}) {}

  /** The call's audio endpoint (opened with the first description). */
  endpoint(): Promise<RtpEndpoint> {
    this.media ??= createRtpEndpoint('127.0.0.1', this.options).then((endpoint) => {
      // Closed while the socket was opening: do not leave it behind.
      if (this.closed) endpoint.close();
      return endpoint;
    });
    return this.media;
  }

  close(): void {
    this.closed = true;
    void this.media?.then((m) => m.close()).catch(() => undefined);
  }

  async getDescription(options?: SessionDescriptionHandlerOptions & { hold?: boolean }): Promise<BodyAndContentType> {
    const endpoint = await this.endpoint();
    const direction = this.answering ? (INVERSE[this.remoteDirection] ?? 'sendrecv') : options?.hold ? 'sendonly' : 'sendrecv';
    this.offered = !this.answering;
    this.answering = false;
    return { body: endpoint.sdp().replace('a=sendrecv', `a=${direction}`), contentType: 'application/sdp' };
  }

  hasDescription(contentType: string): boolean {
    return contentType === 'application/sdp';
  }

  async setDescription(sdp: string): Promise<void> {
    this.remoteDirection = sdpDirection(sdp);
    // An offer is answered by the next getDescription; an answer to our offer only gives the address.
    this.answering = !this.offered;
    this.offered = false;
    const endpoint = await this.endpoint();
    if (this.answering) endpoint.useRemoteTelephoneEvent(sdp);
    endpoint.setRemote(audioAddressOf(sdp));
  }

  async rollbackDescription(): Promise<void> {
    this.answering = false;
    this.offered = false;
  }

  sendDtmf(tones: string): boolean {
    this.dtmf.push(tones);
    return true;
  }
}
