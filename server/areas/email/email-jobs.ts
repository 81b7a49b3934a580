import type { JobRunner } from '../../jobs/job-runner';
import type { EmailJobs } from './email-send-service';

export const EMAIL_DELIVER_JOB = 'email.deliver';

/**
 * Waiting mails on the server's job runner (pg-boss): a scheduled send or a retry is a job
 * `email.deliver` {messageId} that starts after its time; the handler sends it or records why not.
 * Must be called before the runner's first send or start (pg-boss queues are made then).
 */
export function emailJobsOn(runner: JobRunner, deliver: (messageId: number) => Promise<unknown>): EmailJobs {
  runner.work(EMAIL_DELIVER_JOB, async (data) => {
    const messageId = Number(data.messageId);
    if (Number.isInteger(messageId) && messageId > 0) await deliver(messageId);
  });
  return { schedule: (messageId, at) => runner.send(EMAIL_DELIVER_JOB, { messageId }, { startAfter: at, singletonKey: `email-${messageId}-${at.getTime()}` }) };
}
