/**
 * What the AI settings page (spec 3 /settings/ai-settings/general) says is available. This server
 * runs no language model: the features that need one are off, and the page says which features work
 * from the signal or the data alone, and what each of those needs turned on.
 */
export const aiFeatureKeys = ['answeringMachineDetection', 'talkSilenceMap', 'dataQuality', 'callTranscription', 'callSummary', 'emailDrafting'] as const;
export type AiFeatureKey = (typeof aiFeatureKeys)[number];

export type AiFeatureState = 'available' | 'turnedOff' | 'needsModel';

export interface AiFeatureInput {
  /** The tenant's parallel dialer is on: it detects answering machines (by the audio's energy and timing). */
  parallelDialer: boolean;
  /** Recording is on for the tenant: each recording gets its per-channel talk/silence map. */
  recording: boolean;
  /** The user has capList dataIq: data quality checks of the contacts. */
  dataIq: boolean;
}

const NEEDS_MODEL: ReadonlySet<AiFeatureKey> = new Set(['callTranscription', 'callSummary', 'emailDrafting']);

export function aiFeatureStates(input: AiFeatureInput): { key: AiFeatureKey; state: AiFeatureState }[] {
  const on: Record<Exclude<AiFeatureKey, 'callTranscription' | 'callSummary' | 'emailDrafting'>, boolean> = {
    answeringMachineDetection: input.parallelDialer,
    talkSilenceMap: input.recording,
    dataQuality: input.dataIq,
  };
  return aiFeatureKeys.map((key) => ({ key, state: NEEDS_MODEL.has(key) ? 'needsModel' : on[key as keyof typeof on] ? 'available' : 'turnedOff' }));
}
