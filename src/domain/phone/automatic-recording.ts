/** Spec 3 recording settings: which calls are recorded from their answer, without the Record button. */
export interface AutomaticRecording {
  outboundEnabled: boolean;
  inboundEnabled: boolean;
}

/** Whether a call of this direction is recorded from its answer. */
export const recordsAutomatically = (settings: AutomaticRecording, direction: 'outgoing' | 'incoming'): boolean => (direction === 'outgoing' ? settings.outboundEnabled : settings.inboundEnabled);
