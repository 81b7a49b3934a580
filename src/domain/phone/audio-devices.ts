/**
 * The audio devices the phone uses, chosen per browser (spec: users of open softphones ask for it):
 * the microphone, the speaker for calls and the ringtone's device. null is the system default.
 */
export interface AudioDeviceChoice {
  microphoneId: string | null;
  speakerId: string | null;
  ringtoneId: string | null;
}

export const DEFAULT_AUDIO_DEVICES: AudioDeviceChoice = { microphoneId: null, speakerId: null, ringtoneId: null };

export interface AudioDevice {
  deviceId: string;
  kind: 'audioinput' | 'audiooutput' | 'videoinput';
  label: string;
}

/**
 * The device a choice names, if the browser still has it; else the default (null): a remembered
 * headset that is unplugged must not leave the phone without a microphone or a speaker.
 */
export function deviceInUse(chosen: string | null, available: readonly AudioDevice[], kind: 'audioinput' | 'audiooutput'): string | null {
  if (chosen === null || chosen === 'default') return null;
  return available.some((d) => d.kind === kind && d.deviceId === chosen) ? chosen : null;
}

/** The options of a device picker: the default first, then the browser's devices of that kind (unnamed ones numbered). */
export function deviceOptions(available: readonly AudioDevice[], kind: 'audioinput' | 'audiooutput', defaultLabel: string): { value: string; label: string }[] {
  const own = available.filter((d) => d.kind === kind && d.deviceId !== 'default' && d.deviceId !== '');
  return [{ value: 'default', label: defaultLabel }, ...own.map((d, i) => ({ value: d.deviceId, label: d.label || `${kind === 'audioinput' ? 'Microphone' : 'Speaker'} ${i + 1}` }))];
}
