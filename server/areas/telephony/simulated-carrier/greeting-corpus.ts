import { muLawDecode, muLawEncode } from '../media/g711';
import { concat, silence, speak } from '../media/speech';
import { HELD_OUT_MACHINES, HELD_OUT_PEOPLE, HELD_OUT_VOICES, HELLOS, MACHINE_GREETINGS, VOICES } from './carrier-voice';

/**
 * Greetings to measure answering-machine detection on, as a line hears them: spoken by espeak-ng,
 * after a short silence (the answer's set-up), through G.711 mu-law like the carrier leg, then
 * quiet (a person waits; a machine has finished or beeps later). `tuned`: the Simulated carrier's
 * own greetings and voices, which the detector's parameters were chosen on; `heldOut`: other
 * texts, voices and speeds, never looked at while tuning.
 */
export interface GreetingSample {
  party: 'person' | 'machine';
  text: string;
  voice: string;
  wordsPerMinute: number;
  audio: Int16Array;
}

const asHeard = async (party: GreetingSample['party'], text: string, voice: string, wordsPerMinute: number, leadMs: number): Promise<GreetingSample> => {
  const speech = await speak(text, voice, wordsPerMinute);
  const line = concat([silence(leadMs), speech, silence(party === 'person' ? 4000 : 2000)]);
  return { party, text, voice, wordsPerMinute, audio: muLawDecode(muLawEncode(line)) };
};

export async function greetingCorpus(set: 'tuned' | 'heldOut'): Promise<GreetingSample[]> {
  const voices = set === 'tuned' ? VOICES : HELD_OUT_VOICES;
  const people = set === 'tuned' ? HELLOS : HELD_OUT_PEOPLE;
  const machines = set === 'tuned' ? MACHINE_GREETINGS : HELD_OUT_MACHINES;
  const samples: GreetingSample[] = [];
  for (const [v, voice] of voices.entries()) {
    for (const [i, text] of people.entries()) samples.push(await asHeard('person', text, voice, 150 + ((v + i) % 4) * 15, 150 + ((v * 3 + i) % 4) * 200));
    for (const [i, text] of machines.entries()) samples.push(await asHeard('machine', text, voice, 140 + ((v + i) % 4) * 15, 150 + ((v * 5 + i) % 4) * 200));
  }
  return samples;
}
