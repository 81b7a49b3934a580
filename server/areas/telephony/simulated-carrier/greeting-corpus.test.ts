import { describe, expect, it } from 'vitest';
import { detectAnsweringMachine } from '@/src/domain/parallel-dialer/answering-machine';
import { greetingCorpus, type GreetingSample } from './greeting-corpus';

/** What the detector makes of a corpus: the share it got right and how long after a person's greeting it knew. */
function score(samples: GreetingSample[]) {
  const lags: number[] = [];
  const wrong: string[] = [];
  for (const sample of samples) {
    const decision = detectAnsweringMachine(sample.audio);
    const right = (sample.party === 'person' ? 'human' : 'machine') === decision.verdict;
    if (!right) wrong.push(`${sample.party} "${sample.text}" (${sample.voice}, ${sample.wordsPerMinute} wpm): ${decision.verdict} by ${decision.cause}`);
    if (right && sample.party === 'person') lags.push(decision.atMs - decision.greetingEndMs!);
  }
  lags.sort((a, b) => a - b);
  return { accuracy: (samples.length - wrong.length) / samples.length, wrong, medianLagMs: lags[Math.floor(lags.length / 2)]! };
}

describe('answering-machine detection on spoken greetings through G.711', () => {
  it("tells the Simulated carrier's people from its machines (the set it was tuned on)", async () => {
    const samples = await greetingCorpus('tuned');
    expect(samples.length).toBeGreaterThanOrEqual(28);
    const result = score(samples);
    expect(result.wrong).toEqual([]);
    expect(result.medianLagMs).toBeLessThanOrEqual(1200);
  });

  it('tells people from machines on greetings, voices and speeds it never saw while being tuned: at least 95% right, a person known within 1.2 s of the greeting (median)', async () => {
    const samples = await greetingCorpus('heldOut');
    expect(samples.length).toBeGreaterThanOrEqual(40);
    const result = score(samples);
    expect(result.accuracy, result.wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(result.medianLagMs).toBeLessThanOrEqual(1200);
  });
});
