import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import type { CrmOptions } from './crm-options';
import { createCrmActivityOutbox, type CrmActivityOutbox } from './crm-activity-outbox';
import { createCrmConnectionService, type CrmConnectionService } from './crm-connection-service';
import { createCrmContactSync } from './crm-contact-sync';
import { createCrmSecret } from './crm-secret';
import { createSalesforceCrm } from './salesforce-crm';

export interface CrmHandlerDeps {
  connections: CrmConnectionService;
}

export interface CrmJobsOptions {
  /** How often contacts changed in the CRM are fetched (env CRM_SYNC_SECONDS). */
  syncEveryMs?: number;
  /** How often waiting activities are sent (env CRM_OUTBOX_SECONDS). */
  outboxEveryMs?: number;
}

const warn = (what: string) => (error: unknown) => console.warn(`[crm] ${what}: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The CRM area: the tenant's connection to the org npm start configured (a connected app or the
 * Simulated Salesforce), if any, and its periodic jobs on the server's pg-boss runner (started by
 * listen): contacts in, activities out.
 */
export function createCrm(deps: { db: Db; clock: Clock; secret: string; options: CrmOptions | undefined; runner: JobRunner; jobs?: CrmJobsOptions }) {
  let publicUrl: string | null = null;
  const connections = createCrmConnectionService({
    db: deps.db,
    clock: deps.clock,
    secret: createCrmSecret(deps.secret),
    crm: deps.options ? createSalesforceCrm(deps.options, () => deps.clock.now()) : null,
    simulated: deps.options?.simulated ?? false,
    redirectUri: () => {
      if (deps.options?.callbackUrl) return deps.options.callbackUrl;
      if (!publicUrl) throw new Error('The CRM callback address is known once the server listens (or set SALESFORCE_CALLBACK_URL)');
      return `${publicUrl}/api/crm/oauth/callback`;
    },
  });
  const contactSync = createCrmContactSync({ db: deps.db, connections });
  const outbox: CrmActivityOutbox = createCrmActivityOutbox({ db: deps.db, clock: deps.clock, connections });
  if (deps.options) {
    deps.runner.every('crm.sync', deps.jobs?.syncEveryMs ?? Number(process.env.CRM_SYNC_SECONDS ?? 5) * 1000, async () => {
      for (const tenantId of await connections.connectedTenants()) await contactSync.run(tenantId).catch(warn(`contact sync of tenant ${tenantId}`));
    });
    deps.runner.every('crm.outbox', deps.jobs?.outboxEveryMs ?? Number(process.env.CRM_OUTBOX_SECONDS ?? 3) * 1000, async () => {
      for (const tenantId of await connections.connectedTenants()) await outbox.send(tenantId).catch(warn(`activities of tenant ${tenantId}`));
    });
  }
  return {
    handlerDeps: { connections } satisfies CrmHandlerDeps,
    /** What other areas call: an activity saved (a call, an email, an SMS) is enqueued for the CRM in its own transaction. */
    outbox,
    contactSync,
    setPublicUrl(url: string) {
      publicUrl = url;
    },
  };
}
