import { describe, expect, it } from 'vitest';
import { aiFeatureStates } from './ai-features';

describe('the AI settings page (spec 3 /settings/ai-settings/general) without a model', () => {
  it('marks the features that need a language model as such, whatever the tenant turned on', () => {
    const states = Object.fromEntries(aiFeatureStates({ parallelDialer: true, recording: true, dataIq: true }).map((f) => [f.key, f.state]));
    expect(states).toEqual({
      answeringMachineDetection: 'available',
      talkSilenceMap: 'available',
      dataQuality: 'available',
      callTranscription: 'needsModel',
      callSummary: 'needsModel',
      emailDrafting: 'needsModel',
    });
  });
  it('says a signal or data feature is turned off when what it rides on is off', () => {
    const states = Object.fromEntries(aiFeatureStates({ parallelDialer: false, recording: false, dataIq: false }).map((f) => [f.key, f.state]));
    expect(states).toMatchObject({ answeringMachineDetection: 'turnedOff', talkSilenceMap: 'turnedOff', dataQuality: 'turnedOff', callSummary: 'needsModel' });
  });
});
