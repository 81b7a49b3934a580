import { describe, expect, it } from 'vitest';
import { deviceInUse, deviceOptions, type AudioDevice } from './audio-devices';

const devices: AudioDevice[] = [
  { deviceId: 'default', kind: 'audioinput', label: 'Default' },
  { deviceId: 'mic-1', kind: 'audioinput', label: 'Headset microphone' },
  { deviceId: 'mic-2', kind: 'audioinput', label: '' },
  { deviceId: 'spk-1', kind: 'audiooutput', label: 'Headset' },
  { deviceId: 'cam-1', kind: 'videoinput', label: 'Camera' },
];

describe('audio device choice', () => {
  it('uses the chosen device while the browser has it', () => {
    expect(deviceInUse('mic-1', devices, 'audioinput')).toBe('mic-1');
    expect(deviceInUse('spk-1', devices, 'audiooutput')).toBe('spk-1');
  });
  it('falls back to the default when the remembered device is gone, or is of another kind', () => {
    expect(deviceInUse('mic-9', devices, 'audioinput')).toBeNull();
    expect(deviceInUse('spk-1', devices, 'audioinput')).toBeNull();
    expect(deviceInUse(null, devices, 'audioinput')).toBeNull();
  });
  it('offers the default first, then the devices of that kind, numbering unnamed ones', () => {
    expect(deviceOptions(devices, 'audioinput', 'System default')).toEqual([
      { value: 'default', label: 'System default' },
      { value: 'mic-1', label: 'Headset microphone' },
      { value: 'mic-2', label: 'Microphone 2' },
    ]);
    expect(deviceOptions(devices, 'audiooutput', 'System default').map((o) => o.value)).toEqual(['default', 'spk-1']);
  });
});
