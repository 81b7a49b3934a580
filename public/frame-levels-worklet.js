/* global AudioWorkletProcessor, sampleRate, registerProcessor */
// The parallel dialer's ears (answering-machine detection): the level of each 20 ms of a line's far
// side, as the mean absolute amplitude on the 16-bit scale, posted to the offscreen document where
// the detector (src/domain/parallel-dialer/answering-machine.ts) decides. Plain JS: an audio
// worklet module is loaded by URL from the extension and runs on the audio thread.
class FrameLevels extends AudioWorkletProcessor {
  constructor() {
    super();
    this.frame = Math.round(sampleRate * 0.02);
    this.sum = 0;
    this.count = 0;
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    const length = channel ? channel.length : 128;
    for (let i = 0; i < length; i++) {
      this.sum += channel ? Math.abs(channel[i]) : 0;
      this.count += 1;
      if (this.count === this.frame) {
        this.port.postMessage((this.sum / this.count) * 32768);
        this.sum = 0;
        this.count = 0;
      }
    }
    return true;
  }
}
registerProcessor('frame-levels', FrameLevels);
