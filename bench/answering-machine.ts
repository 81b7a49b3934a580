// Answering-machine detection over spoken greetings through G.711 (the Simulated carrier's own, and
// a held-out set it was not tuned on): share right, how long after a person's greeting it decided,
// when a machine was known, and the detector's cost per second of audio.
import { performance } from 'node:perf_hooks';
import { detectAnsweringMachine } from '../src/domain/parallel-dialer/answering-machine';
import { greetingCorpus } from '../server/areas/telephony/simulated-carrier/greeting-corpus';
import { runWhenMain } from './large-tenant';
import { percentile, round } from './stats';

export async function benchAnsweringMachine(): Promise<string[]> {
  const lines: string[] = [];
  for (const set of ['tuned', 'heldOut'] as const) {
    const samples = await greetingCorpus(set);
    let right = 0;
    const personLag: number[] = [];
    const machineAt: number[] = [];
    let audioMs = 0;
    let cpuMs = 0;
    for (const sample of samples) {
      const start = performance.now();
      const decision = detectAnsweringMachine(sample.audio);
      cpuMs += performance.now() - start;
      audioMs += decision.atMs;
      const ok = (sample.party === 'person' ? 'human' : 'machine') === decision.verdict;
      if (ok) right += 1;
      if (ok && sample.party === 'person') personLag.push(decision.atMs - decision.greetingEndMs!);
      if (ok && sample.party === 'machine') machineAt.push(decision.atMs);
    }
    lines.push(
      `answering-machine detection, ${set === 'tuned' ? "the carrier's greetings (tuned on)" : 'held-out greetings'}: ${right}/${samples.length} right (${round((100 * right) / samples.length)}%; target >= 95), a person decided ${round(percentile(personLag, 50))} ms after the greeting (median; target <= 1200), a machine decided ${round(percentile(machineAt, 50))} ms after the answer (median), ${round((cpuMs / audioMs) * 1000, 2)} ms CPU per second of audio`,
    );
  }
  return lines;
}

runWhenMain(import.meta, benchAnsweringMachine);
