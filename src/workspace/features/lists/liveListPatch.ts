import type { CallList, ListUpdatedEvent } from '@/src/contract';

/** Applies a `lists.updated` push to a list as the tables hold it: status, counts and step / variant counts. */
export function applyListUpdate(list: CallList, event: ListUpdatedEvent): CallList {
  if (list.id !== event.listId) return list;
  const steps = new Map(event.steps.map((s) => [s.id, s]));
  return {
    ...list,
    status: event.status,
    paused: event.paused,
    active: event.active,
    contactsCount: event.contactsCount,
    dueCount: event.dueCount,
    playbook: list.playbook && {
      ...list.playbook,
      steps: list.playbook.steps.map((step) => {
        const live = steps.get(step.id);
        if (!live) return step;
        const variants = new Map(live.variants.map((v) => [v.id, v]));
        return {
          ...step,
          contactsCount: live.contactsCount,
          dueCount: live.dueCount,
          variants: step.variants.map((v) => {
            const lv = variants.get(v.id);
            return lv ? { ...v, contactsCount: lv.contactsCount, dueCount: lv.dueCount } : v;
          }),
        };
      }),
    },
  };
}
