import { z } from 'zod';
import { DEFAULT_AUDIO_DEVICES, type AudioDeviceChoice } from '../domain/phone/audio-devices';

/** The phone's audio devices, remembered per browser in chrome.storage.local. */
export const PHONE_DEVICES_KEY = 'phoneAudioDevices';

const deviceId = z.string().max(256).nullable().default(null);
export const audioDeviceChoice = z.object({ microphoneId: deviceId, speakerId: deviceId, ringtoneId: deviceId });

/** Storage values pass through the schema; anything malformed is the defaults. */
export function parseAudioDevices(raw: unknown): AudioDeviceChoice {
  const parsed = audioDeviceChoice.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_AUDIO_DEVICES;
}
