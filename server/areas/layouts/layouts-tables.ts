import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LayoutField } from '@/src/contract/entities/layouts';
import { tenantIdColumn } from '../../db/tenancy-tables';

/** One layout document per tenant and entity (contact, lead, task, account, opportunity). */
export const fieldLayouts = pgTable(
  'field_layouts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
    entity: text('entity', { enum: ['contact', 'lead', 'task', 'account', 'opportunity'] }).notNull(),
    fields: jsonb('fields').$type<LayoutField[]>().notNull(),
  },
  (t) => [uniqueIndex('field_layouts_tenant_entity_idx').on(t.tenantId, t.entity)],
);
