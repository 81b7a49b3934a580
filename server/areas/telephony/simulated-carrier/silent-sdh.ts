import type { BodyAndContentType, SessionDescriptionHandler, SessionDescriptionHandlerOptions } from 'sip.js';
import { startStunResponder, type StunResponder } from './stun-responder';
import { carrierAnswer, carrierOffer, newSdpIdentity, sdpDirection } from './webrtc-sdp';

/**
 * sip.js session-description handler for the carrier in Node: it negotiates like a browser
 * (WebRTC-style SDP) but opens no media. `onDtmf` sees tones sent by INFO or recorded here.
 */
export class SilentSessionDescriptionHandler implements SessionDescriptionHandler {
  private readonly identity = newSdpIdentity();
  private remote: string | undefined;
  private version = 1;
  /** The host candidate's port: a STUN responder per call answers the browser's ICE checks there. */
  private stun: Promise<StunResponder> | undefined;
  private closed = false;
  readonly dtmf: string[] = [];
  remoteDirection: string = 'sendrecv';

  close(): void {
    this.closed = true;
    this.remote = undefined;
    void this.stun?.then((s) => s.close()).catch(() => undefined);
  }

  private async port(): Promise<number> {
    this.stun ??= startStunResponder(this.identity.icePwd);
    const stun = await this.stun;
    // Closed while the socket was opening: do not leave it behind.
    if (this.closed) stun.close();
    return stun.port;
  }

  async getDescription(options?: SessionDescriptionHandlerOptions & { hold?: boolean }): Promise<BodyAndContentType> {
    const version = this.version++;
    const port = await this.port();
    const body = this.remote ? carrierAnswer(this.identity, version, port, this.remote) : carrierOffer(this.identity, version, port, options?.hold ? 'sendonly' : 'sendrecv');
    // An answer has been produced for this offer; the next getDescription makes a fresh offer.
    this.remote = undefined;
    return { body, contentType: 'application/sdp' };
  }

  hasDescription(contentType: string): boolean {
    return contentType === 'application/sdp';
  }

  async setDescription(sdp: string): Promise<void> {
    this.remoteDirection = sdpDirection(sdp);
    // An answer to our own offer needs nothing further; an offer is kept to answer it.
    if (/a=setup:actpass/.test(sdp)) this.remote = sdp;
  }

  async rollbackDescription(): Promise<void> {
    this.remote = undefined;
  }

  sendDtmf(tones: string): boolean {
    this.dtmf.push(tones);
    return true;
  }
}
