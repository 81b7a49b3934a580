import type { z } from 'zod';
import type { phoneNumberReportBody } from '@/src/contract';
import { api } from '@/src/workspace/session/api';
import { useReportRun } from './useReportRun';

/** Spec 3 section 9: the phone number connect rate report counts its items. */
export const usePhoneNumberReport = () =>
  useReportRun(
    (body: z.input<typeof phoneNumberReportBody>) => api.call('phoneNumberReport', { body }).then((r) => r.items),
    (items) => items.length,
  );

/** Spec 3 section 9: the spam flag status report counts its items. */
export const useSpamFlagReport = () =>
  useReportRun(
    () => api.call('spamFlagReport', { body: {} }),
    (reply) => reply.items.length,
  );
