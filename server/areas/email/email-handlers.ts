import type { emailRoutes } from '@/src/contract/routes/email';
import type { Db } from '../../db/database';
import type { MessagingHandlerDeps } from './create-messaging';
import type { AreaHandlers } from '../../http/handlers';
import { variableSourceOf } from './email-variable-source';
import { templatePermissionsOf } from './email-template-service';
import { seesOnlyOwnActivity } from '../../activity/own-activity-only';
import { notFound } from '../../http/api-error';

export function emailHandlers(deps: { db: Db; messaging: MessagingHandlerDeps }): AreaHandlers<typeof emailRoutes> {
  const { settings, templates, send, mailbox } = deps.messaging;
  return {
    sendEmail: ({ auth, body }) => send.send(auth, body),
    getEmailMessage: async ({ auth, params }) => {
      const message = await send.message(auth, params.id);
      // restrictOwnActivityHistory: a colleague's email is not there for this user.
      if (message.userId !== auth.userId && (await seesOnlyOwnActivity(deps.db, auth))) throw notFound('Email');
      return { message };
    },
    getEmailSettings: ({ auth }) => settings.userSettings(auth),
    updateEmailSettings: ({ auth, body }) => settings.updateUserSettings(auth, body),
    emailVariables: async ({ auth, query }) => {
      const { user, contact } = await variableSourceOf(deps.db, auth, query.contactId);
      return { user, contact };
    },
    listEmailAccounts: async ({ auth }) => ({ accounts: await settings.accounts(auth) }),
    connectEmailAccount: async ({ auth, body }) => ({ account: await settings.connect(auth, body) }),
    disconnectEmailAccount: async ({ auth, params }) => {
      await settings.disconnect(auth, params.id);
      return { deleted: true as const };
    },
    getSignature: async ({ auth }) => ({ signature: await settings.signature(auth) }),
    createSignature: async ({ auth, body }) => ({ signature: await settings.createSignature(auth, body.body) }),
    updateSignature: async ({ auth, params, body }) => ({ signature: await settings.updateSignature(auth, params.id, body.body, body.revision) }),
    templatePermissions: async ({ auth }) => templatePermissionsOf(auth),
    listEmailTemplates: ({ auth, query }) => templates.list(auth, query),
    getEmailTemplate: async ({ auth, params }) => ({ template: await templates.get(auth, params.id) }),
    createEmailTemplate: async ({ auth, body }) => ({ template: await templates.create(auth, body) }),
    updateEmailTemplate: async ({ auth, params, body }) => ({ template: await templates.update(auth, params.id, body) }),
    deleteEmailTemplate: async ({ auth, params }) => {
      await templates.remove(auth, params.id);
      return { deleted: true as const };
    },
    updateEmailContext: async ({ auth, params, body }) => ({ message: await send.setContext(auth, params.id, body.projectName) }),
    listMailbox: ({ auth, query }) => mailbox.list(auth, query),
    getMailboxMessage: async ({ auth, params }) => ({ message: await mailbox.get(auth, params.id) }),
    getEmailSecuritySettings: ({ auth }) => settings.securitySettings(auth.tenantId),
    updateEmailSecuritySettings: ({ auth, body }) => settings.updateSecuritySettings(auth.tenantId, body),
  };
}
