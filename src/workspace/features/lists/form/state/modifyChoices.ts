import type { TenantLayouts } from '@/src/contract';
import { modifyFieldChoices, type ModifyFieldChoice, type ModifyFieldEntry } from '@/src/domain/lists/modify-field-rules';

/** The modify-field choices per entity from the tenant layouts (only the default fields until they load). */
export const modifyChoicesOf =
  (layouts: TenantLayouts | undefined) =>
  (entity: ModifyFieldEntry['entity']): ModifyFieldChoice[] =>
    modifyFieldChoices(entity, layouts?.entities[entity].data ?? []);
