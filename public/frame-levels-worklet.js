/* global AudioWorkletProcessor, sampleRate, registerProcessor */
// The parallel dialer's ears (answering-machine detection): each 20 ms of a line's far side, posted
// to the offscreen document (its samples, and their level as the mean absolute amplitude on the
// 16-bit scale), where the detector (src/domain/parallel-dialer/answering-machine.ts) decides and
// the greeting is kept for the rep. Plain JS: an audio worklet module is loaded by URL from the
// extension and runs on the audio thread.
class FrameLevels extends AudioWorkletProcessor {
  constructor() {
    super();
    this.frame = Math.round(sampleRate * 0.02);
    this.sum = 0;
    this.count = 0;
    this.samples = new Float32Array(this.frame);
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    const length = channel ? channel.length : 128;
    for (let i = 0; i < length; i++) {
      const sample = channel ? channel[i] : 0;
      this.samples[this.count] = sample;
      this.sum += Math.abs(sample);
      this.count += 1;
      if (this.count === this.frame) {
        const samples = this.samples;
        this.port.postMessage({ level: (this.sum / this.count) * 32768, samples }, [samples.buffer]);
        this.samples = new Float32Array(this.frame);
        this.sum = 0;
        this.count = 0;
      }
    }
    return true;
  }
}
registerProcessor('frame-levels', FrameLevels);
