import type { OffscreenMessage } from './message-listener';
import type { createOffscreenPhone } from './phone-host';

/** Answers the messages addressed to the phone (target 'phone'). */
export function phoneRoute(phone: ReturnType<typeof createOffscreenPhone>) {
  return async (message: OffscreenMessage<'phone'>): Promise<unknown> => {
    switch (message.type) {
      case 'phone.stats':
        return phone.stats().catch(() => []);
      case 'phone.tones':
        return phone.toneLevels(message.frequencies).catch(() => []);
      case 'phone.microphone':
        phone.setEchoCancellation(message.echoCancellation);
        return { ok: true };
      case 'phone.devices':
        phone.setAudioDevices(message.devices);
        return { ok: true };
      case 'phone.snapshot':
        return phone.state();
      case 'phone.execute':
        return phone.execute(message.command).catch((error: unknown) => ({ ok: false, reason: String(error) }));
    }
  };
}
