/** TanStack Query keys of the email area; saving the email settings reloads everything under ['email']. */
export const emailKeys = {
  all: ['email'] as const,
  accounts: ['email', 'accounts'] as const,
  /** The composer's tracking defaults (off when the call fails). */
  composerSettings: ['email', 'settings'] as const,
  settingsPage: ['email', 'settings-page'] as const,
  /** The signature's HTML, as composers insert it. */
  signature: ['email', 'signature'] as const,
  /** The signature record (id and revision), as the settings page edits it. */
  signatureRecord: ['email', 'signature-record'] as const,
  templates: ['email', 'templates'] as const,
  templatesPage: (page: number) => ['email', 'templates', 'page', page] as const,
  template: (id: number | null) => ['email', 'template', id] as const,
  templatePermissions: ['email', 'template-permissions'] as const,
  variables: (contactId: number) => ['email', 'variables', contactId] as const,
  reply: (emailId: number | undefined, kind: string | undefined) => ['email', 'reply', emailId, kind] as const,
  message: (emailId: number) => ['email', 'message', emailId] as const,
  mailbox: (offset: number) => ['email', 'mailbox', offset] as const,
  mailboxMessage: (id: number) => ['email', 'mailbox', 'message', id] as const,
};
