import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailAccountConnect, emailSecuritySettings, userEmailSettingsUpdate, UserEmailSettings, EmailAccount } from '@/src/contract/entities/email';
import { EMAIL_CLIENT_DEFAULTS } from '@/src/domain/email/email-constants';
import { defaultEmailSecuritySettings, type EmailSecuritySettings } from '@/src/domain/email/email-limits';
import type { Db } from '../../db/database';
import { emailAccounts, emailSignatures, tenantMessagingSettings, userSettings } from '../../db/schema';
import type { MailboxSecret } from './mailbox-secret';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

const SETTINGS_KEY = 'email';

const defaults: UserEmailSettings = { trackClicks: true, trackOpens: true, complianceBCC: '', emailClientSettings: { ...EMAIL_CLIENT_DEFAULTS } };

type AccountRow = typeof emailAccounts.$inferSelect;
export const toEmailAccount = (r: AccountRow): EmailAccount => ({
  id: r.id,
  address: r.address,
  provider: 'smtp',
  smtpHost: r.smtpHost,
  smtpPort: r.smtpPort,
  smtpSecure: r.smtpSecure,
  username: r.username,
  imapHost: r.imapHost,
  imapPort: r.imapPort,
  state: r.state,
  usesTenantRelay: r.smtpHost === '',
});

/** The SMTP URL of a mailbox (its password decrypted only here), or undefined for the tenant's relay. */
export function relayUrlOf(r: AccountRow, secret: MailboxSecret): string | undefined {
  if (!r.smtpHost) return undefined;
  let password: string;
  try {
    password = secret.decrypt(r.password);
  } catch {
    // Encrypted under another server secret (SECRET changed): only a new connect helps.
    throw new ApiError(400, 'The mailbox password cannot be read: connect the mailbox again', { code: 'EMAIL_ACCOUNT_PASSWORD' });
  }
  const auth = r.username ? `${encodeURIComponent(r.username)}:${encodeURIComponent(password)}@` : '';
  return `${r.smtpSecure ? 'smtps' : 'smtp'}://${auth}${r.smtpHost}:${r.smtpPort}`;
}

/** User email settings, mailboxes (passwords encrypted at rest, never returned), signature and the tenant's email security settings (spec 3 "Email"). */
export function createEmailSettingsService(db: Db, secret: MailboxSecret) {
  const userSettingsOf = async (auth: AuthContext): Promise<UserEmailSettings> => {
    const [row] = await db
      .select({ value: userSettings.value })
      .from(userSettings)
      .where(and(eq(userSettings.userId, auth.userId), eq(userSettings.tenantId, auth.tenantId), eq(userSettings.key, SETTINGS_KEY)));
    const saved = (row?.value ?? {}) as Partial<UserEmailSettings>;
    return { ...defaults, ...saved, emailClientSettings: { ...defaults.emailClientSettings, ...saved.emailClientSettings } };
  };

  return {
    userSettings: userSettingsOf,
    async updateUserSettings(auth: AuthContext, patch: z.output<typeof userEmailSettingsUpdate>): Promise<UserEmailSettings> {
      const next = { ...(await userSettingsOf(auth)), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      if (patch.complianceBCC !== undefined) next.complianceBCC = patch.complianceBCC.trim();
      await db
        .insert(userSettings)
        .values({ tenantId: auth.tenantId, userId: auth.userId, key: SETTINGS_KEY, value: next })
        .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value: next } });
      return next;
    },

    async securitySettings(tenantId: number): Promise<EmailSecuritySettings> {
      const [row] = await db.select({ s: tenantMessagingSettings.emailSecurity }).from(tenantMessagingSettings).where(eq(tenantMessagingSettings.tenantId, tenantId));
      return { ...defaultEmailSecuritySettings, ...(row?.s ?? {}) } as EmailSecuritySettings;
    },
    async updateSecuritySettings(tenantId: number, patch: Partial<z.output<typeof emailSecuritySettings>>): Promise<EmailSecuritySettings> {
      const [row] = await db.select({ s: tenantMessagingSettings.emailSecurity }).from(tenantMessagingSettings).where(eq(tenantMessagingSettings.tenantId, tenantId));
      const next = { ...(row?.s ?? {}), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as Record<string, number | boolean>;
      await db
        .insert(tenantMessagingSettings)
        .values({ tenantId, emailSecurity: next })
        .onConflictDoUpdate({ target: tenantMessagingSettings.tenantId, set: { emailSecurity: next } });
      return { ...defaultEmailSecuritySettings, ...next } as EmailSecuritySettings;
    },

    async accountRow(auth: AuthContext): Promise<AccountRow | null> {
      const [row] = await db
        .select()
        .from(emailAccounts)
        .where(and(eq(emailAccounts.userId, auth.userId), eq(emailAccounts.tenantId, auth.tenantId)));
      // A password saved before encryption existed is encrypted the first time it is read.
      if (row && !secret.isEncrypted(row.password)) {
        row.password = secret.encrypt(row.password);
        await db.update(emailAccounts).set({ password: row.password }).where(eq(emailAccounts.id, row.id));
      }
      return row ?? null;
    },
    async accounts(auth: AuthContext): Promise<EmailAccount[]> {
      const rows = await db
        .select()
        .from(emailAccounts)
        .where(and(eq(emailAccounts.userId, auth.userId), eq(emailAccounts.tenantId, auth.tenantId)));
      return rows.map(toEmailAccount);
    },
    async connect(auth: AuthContext, input: z.output<typeof emailAccountConnect>): Promise<EmailAccount> {
      const values = { tenantId: auth.tenantId, userId: auth.userId, ...input, password: secret.encrypt(input.password), state: 'connected' as const };
      const [row] = await db.insert(emailAccounts).values(values).onConflictDoUpdate({ target: emailAccounts.userId, set: values }).returning();
      if (!row) throw new ApiError(500, 'Unable to connect email account');
      return toEmailAccount(row);
    },
    async disconnect(auth: AuthContext, id: number) {
      const removed = await db
        .delete(emailAccounts)
        .where(and(eq(emailAccounts.id, id), eq(emailAccounts.userId, auth.userId), eq(emailAccounts.tenantId, auth.tenantId)))
        .returning({ id: emailAccounts.id });
      if (!removed.length) throw notFound('Email account');
    },

    async signature(auth: AuthContext) {
      const [row] = await db
        .select()
        .from(emailSignatures)
        .where(and(eq(emailSignatures.userId, auth.userId), eq(emailSignatures.tenantId, auth.tenantId)));
      if (!row) throw notFound('Signature');
      return { id: row.id, body: row.body, _rev: row.rev };
    },
    async createSignature(auth: AuthContext, body: string) {
      const [row] = await db.insert(emailSignatures).values({ tenantId: auth.tenantId, userId: auth.userId, body }).onConflictDoNothing().returning();
      if (!row) throw new ApiError(409, 'A signature exists already: update it with its revision');
      return { id: row.id, body: row.body, _rev: row.rev };
    },
    async updateSignature(auth: AuthContext, id: number, body: string, revision: number) {
      const where = and(eq(emailSignatures.id, id), eq(emailSignatures.userId, auth.userId), eq(emailSignatures.tenantId, auth.tenantId));
      const [current] = await db.select().from(emailSignatures).where(where);
      if (!current) throw notFound('Signature');
      if (current.rev !== revision) throw new ApiError(409, 'The signature was changed elsewhere: reload it');
      const [row] = await db
        .update(emailSignatures)
        .set({ body, rev: current.rev + 1 })
        .where(and(where, eq(emailSignatures.rev, revision)))
        .returning();
      if (!row) throw new ApiError(409, 'The signature was changed elsewhere: reload it');
      return { id: row.id, body: row.body, _rev: row.rev };
    },
  };
}
export type EmailSettingsService = ReturnType<typeof createEmailSettingsService>;
