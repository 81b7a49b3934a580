import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { emailTemplateInput, emailTemplateUpdate, EmailTemplate, TemplatePermissions, TemplateType } from '@/src/contract/entities/email';
import type { Db } from '../../db/database';
import { emailTemplates } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthContext } from '../session/session-store';

type Row = typeof emailTemplates.$inferSelect;
const toTemplate = (r: Row): EmailTemplate => ({ id: r.id, name: r.name, type: r.type, _rev: r.rev, ownerId: r.ownerId, subject: r.subject, body: r.body });

/**
 * Per-type permissions (spec 1 section 6, spec 3): everyone creates, writes and removes their own
 * personal templates; organisation templates are created, written and removed by administrators.
 */
export function templatePermissionsOf(auth: AuthContext): TemplatePermissions {
  const admin = auth.capList.includes('settings.admin');
  return { personal: { create: true, write: true, remove: true }, organization: { create: admin, write: admin, remove: admin } };
}

export function createEmailTemplateService(db: Db) {
  /** What the user may see: the tenant's organisation templates and their own personal ones. */
  const visible = (auth: AuthContext): SQL =>
    and(eq(emailTemplates.tenantId, auth.tenantId), or(eq(emailTemplates.type, 'organization'), and(eq(emailTemplates.type, 'personal'), eq(emailTemplates.ownerId, auth.userId))))!;
  const find = async (auth: AuthContext, id: number) => {
    const [row] = await db
      .select()
      .from(emailTemplates)
      .where(and(visible(auth), eq(emailTemplates.id, id)));
    if (!row) throw notFound('Template');
    return row;
  };
  const mayChange = (auth: AuthContext, type: TemplateType, action: 'create' | 'write' | 'remove') => {
    if (!templatePermissionsOf(auth)[type][action]) throw new ApiError(403, `You may not ${action === 'write' ? 'edit' : action} ${type === 'organization' ? 'organization' : 'personal'} templates`);
  };

  return {
    async list(auth: AuthContext, query: { type?: TemplateType | undefined; limit: number; offset: number }) {
      const where = query.type ? and(visible(auth), eq(emailTemplates.type, query.type)) : visible(auth);
      const [rows, [total]] = await Promise.all([
        // Sorted by type descending (personal before organization) then name (spec 3 section 9).
        db.select().from(emailTemplates).where(where).orderBy(desc(emailTemplates.type), asc(emailTemplates.name), asc(emailTemplates.id)).limit(query.limit).offset(query.offset),
        db.select({ n: count() }).from(emailTemplates).where(where),
      ]);
      return { templates: rows.map((r) => ({ id: r.id, name: r.name, type: r.type, _rev: r.rev, ownerId: r.ownerId })), total: total?.n ?? 0 };
    },
    get: async (auth: AuthContext, id: number) => toTemplate(await find(auth, id)),
    async create(auth: AuthContext, input: z.output<typeof emailTemplateInput>) {
      mayChange(auth, input.type, 'create');
      const [row] = await db
        .insert(emailTemplates)
        .values({ tenantId: auth.tenantId, ownerId: auth.userId, ...input })
        .returning();
      if (!row) throw new ApiError(500, 'Unable to create email template.');
      return toTemplate(row);
    },
    async update(auth: AuthContext, id: number, input: z.output<typeof emailTemplateUpdate>) {
      const current = await find(auth, id);
      mayChange(auth, current.type, 'write');
      const { revision, ...values } = input;
      const [row] = await db
        .update(emailTemplates)
        .set({ ...values, rev: current.rev + 1 })
        .where(and(eq(emailTemplates.id, id), eq(emailTemplates.tenantId, auth.tenantId), eq(emailTemplates.rev, revision)))
        .returning();
      if (!row) throw new ApiError(409, 'The template was changed elsewhere: reload it');
      return toTemplate(row);
    },
    async remove(auth: AuthContext, id: number) {
      const current = await find(auth, id);
      mayChange(auth, current.type, 'remove');
      await db.delete(emailTemplates).where(and(eq(emailTemplates.id, id), eq(emailTemplates.tenantId, auth.tenantId)));
    },
  };
}
