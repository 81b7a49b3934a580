import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { activityReportBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';

/** The activity report's dials and connects per day, for the run on screen (nothing before a run). */
export const useActivityConnectRate = (ranWith: z.input<typeof activityReportBody> | null) =>
  useQuery({ queryKey: ['reports', 'activity', 'connectRate', ranWith], enabled: ranWith !== null, queryFn: async () => (await api.call('activityConnectRate', { body: ranWith! })).days });
