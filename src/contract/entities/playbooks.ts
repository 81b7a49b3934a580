import { z } from 'zod';
import { emailSendBody } from './email';

/**
 * Playbooks (spec 2 sections 3, 4 and 5): a playbook of ordered steps (call, email, automatic email,
 * modify field), each email step with lettered variants, and exit conditions. Gaps are minutes.
 */

export const PLAYBOOK_MAX_MODIFY_FIELDS = 10;

export const exitConditionKind = z.enum(['leadStatus', 'callResult', 'inboundCall', 'connectCall', 'emailReceived', 'smsReceived']);
export type ExitConditionKind = z.infer<typeof exitConditionKind>;

/** value: the lead status / call result for leadStatus and callResult; null for the others. */
export const exitCondition = z.object({ condition: exitConditionKind, value: z.string().trim().max(255).nullable().default(null), success: z.boolean().default(false) });
export type ExitCondition = z.infer<typeof exitCondition>;

export const stepAction = z.enum(['call', 'email', 'automatic-email', 'modify-field']);
export type StepAction = z.infer<typeof stepAction>;
export const stepPriority = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const phoneField = z.enum(['Phone', 'MobilePhone', 'OtherPhone']);
export const stepReplyType = z.enum(['newThread', 'reply']);

export const modifyFieldEntry = z.object({ entity: z.enum(['contact', 'lead']), name: z.string().trim().min(1, 'A field is required').max(100), value: z.string().max(2000).nullable() });
export type ModifyFieldEntry = z.infer<typeof modifyFieldEntry>;

export const variantTemplate = z.object({ replyType: stepReplyType.default('newThread'), subject: z.string().max(998).default(''), body: z.string().max(1_000_000).default('') });

export const playbookVariant = z.object({
  id: z.number().int(),
  /** A, B, ... Z, AA, AB ... in order of creation. */
  letter: z.string(),
  name: z.string(),
  template: z.object({ replyType: stepReplyType, subject: z.string(), body: z.string() }),
  contactsCount: z.number().int(),
  dueCount: z.number().int(),
});
export type PlaybookVariant = z.infer<typeof playbookVariant>;

export const playbookStep = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: stepPriority,
  /** Order in the playbook, 0 first. */
  position: z.number().int(),
  action: stepAction,
  /** Minutes to wait before the step becomes due (hour 60, day 1440, week 10080, month 43830). */
  gap: z.number().int(),
  businessDays: z.boolean(),
  calendarDays: z.boolean(),
  /** Name of a tenant schedule the step runs in; null: any time. */
  schedule: z.string().nullable(),
  contactPhoneField: phoneField.nullable(),
  leadPhoneField: phoneField.nullable(),
  defaultCallResult: z.string().nullable(),
  modifyField: z.array(modifyFieldEntry),
  contactsCount: z.number().int(),
  dueCount: z.number().int(),
  variants: z.array(playbookVariant),
});
export type PlaybookStep = z.infer<typeof playbookStep>;

export const playbook = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isTemplate: z.boolean(),
  trackEmailOpens: z.boolean(),
  trackEmailClicks: z.boolean(),
  /** id -1: automatic email steps do not send. */
  automaticEmailUser: z.object({ id: z.number().int() }),
  exitConditions: z.array(exitCondition),
  maxModifyFields: z.number().int(),
  /** Lists this playbook is associated with. */
  listIds: z.array(z.number().int()),
  steps: z.array(playbookStep),
});
export type Playbook = z.infer<typeof playbook>;

export const playbookSummary = playbook.omit({ steps: true }).extend({ stepsCount: z.number().int() });
export type PlaybookSummary = z.infer<typeof playbookSummary>;

/** A variant as the editor sends it: with id to keep (and update) an existing one, without to add one. */
export const variantInput = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().max(200).default(''),
  template: variantTemplate.default({ replyType: 'newThread', subject: '', body: '' }),
});
export type VariantInput = z.input<typeof variantInput>;

const MAX_GAP_MINUTES = 12 * 43_830;

export const stepInput = z
  .object({
    name: z.string().trim().min(1, 'Step name is required').max(200),
    priority: stepPriority.default(1),
    action: stepAction,
    gap: z.number().int().min(0, 'Gap must not be negative').max(MAX_GAP_MINUTES).default(0),
    businessDays: z.boolean().default(false),
    calendarDays: z.boolean().default(true),
    schedule: z.string().trim().min(1).max(200).nullable().default(null),
    contactPhoneField: phoneField.nullable().default(null),
    leadPhoneField: phoneField.nullable().default(null),
    defaultCallResult: z.string().trim().max(255).nullable().default(null),
    /** Adding beyond the playbook's maxModifyFields (10) is ignored: extra entries are dropped. */
    modifyField: z.array(modifyFieldEntry).max(100).default([]),
    variants: z.array(variantInput).max(100).default([]),
  })
  .refine((s) => s.action !== 'automatic-email' || s.variants.length > 0, { message: 'An automatic email step needs at least one variant', path: ['variants'] })
  .refine((s) => s.action === 'modify-field' || s.modifyField.length === 0, { message: 'Only modify-field steps modify fields', path: ['modifyField'] });
export type StepInput = z.input<typeof stepInput>;

export const playbookBase = z.object({
  name: z.string().trim().min(1, 'Playbook name is required').max(500),
  description: z.string().max(5000).default(''),
  isTemplate: z.boolean().default(false),
  trackEmailOpens: z.boolean().default(true),
  trackEmailClicks: z.boolean().default(true),
  automaticEmailUser: z.object({ id: z.number().int().min(-1) }).default({ id: -1 }),
});

export const playbookCreate = playbookBase.extend({ exitConditions: z.array(exitCondition).max(20).default([]), steps: z.array(stepInput).max(100).default([]) });
export type PlaybookCreate = z.input<typeof playbookCreate>;

export const playbookUpdate = playbookBase.partial();
export type PlaybookUpdate = z.input<typeof playbookUpdate>;

/** POST /emails/playbook-send: the email send body plus the playbook context; one email per contact. */
export const playbookSendBody = emailSendBody.omit({ to: true, contact: true }).extend({
  /** Ignored: each contact gets the email at its own address. */
  to: z.string().max(4000).optional(),
  contact: z.object({ contactId: z.number().int().positive(), email: z.string().max(320).optional() }).optional(),
  contacts: z.array(z.number().int().positive()).min(1, 'At least one contact is required').max(500),
  listId: z.number().int().positive(),
  playbookId: z.number().int().positive(),
  /** true: the contacts' pending automatic email for this step is not sent by the engine (they are advanced). */
  cancelAutomaticJobs: z.boolean().default(false),
  stepId: z.number().int().positive(),
  variantId: z.number().int().positive().nullable().default(null),
});
export type PlaybookSendBody = z.input<typeof playbookSendBody>;

export const playbookSendResult = z.object({
  sent: z.array(z.object({ contactId: z.number().int(), messageId: z.number().int(), activityId: z.number().int() })),
  failed: z.array(z.object({ contactId: z.number().int(), message: z.string() })),
});
