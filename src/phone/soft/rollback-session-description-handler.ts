import { Web, type Session, type SessionDescriptionHandlerFactory } from 'sip.js';

/**
 * sip.js's web session description handler has no `rollbackDescription`: after a re-INVITE is
 * refused (480 while the far side is still reconnecting, 491 on glare) its RTCPeerConnection stays
 * in have-local-offer, so every later re-INVITE fails ("Invalid signaling state have-local-offer")
 * and every re-INVITE from the far side is answered 488: the call could never be recovered. This
 * one rolls the unanswered local offer back, as RFC 3261 14.1 requires ("as if no re-INVITE had
 * been issued").
 */
export class RollbackSessionDescriptionHandler extends Web.SessionDescriptionHandler {
  rollbackDescription(): Promise<void> {
    const pc = this.peerConnection;
    if (!pc || pc.signalingState !== 'have-local-offer') return Promise.resolve();
    return pc.setLocalDescription({ type: 'rollback' });
  }
}

/** Web.defaultSessionDescriptionHandlerFactory, making RollbackSessionDescriptionHandlers. */
export function rollbackSessionDescriptionHandlerFactory(mediaStreamFactory: Web.MediaStreamFactory): SessionDescriptionHandlerFactory {
  return (session: Session, options?: Web.SessionDescriptionHandlerFactoryOptions) =>
    new RollbackSessionDescriptionHandler(session.userAgent.getLogger('sip.SessionDescriptionHandler'), mediaStreamFactory, {
      // 0 disables the timeout, so only a missing value takes sip.js's default.
      iceGatheringTimeout: options?.iceGatheringTimeout ?? 5000,
      peerConnectionConfiguration: { ...Web.defaultPeerConnectionConfiguration(), ...options?.peerConnectionConfiguration },
    });
}
