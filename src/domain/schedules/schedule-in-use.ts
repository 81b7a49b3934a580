/** Why a schedule cannot be deleted: the queues and playbook steps that follow it still name it. */
export const SCHEDULE_IN_USE = 'Schedule in use';

export interface ScheduleUses {
  queues: readonly string[];
  /** Playbook steps as "playbook: step". */
  steps: readonly string[];
}

/** The delete refusal the administrator reads, naming what uses the schedule (first three of each, then a count). */
export function scheduleInUseMessage(uses: ScheduleUses): string {
  const named = (label: string, names: readonly string[]) => {
    if (!names.length) return [];
    const shown = names.slice(0, 3).join(', ');
    return [`${label} ${shown}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`];
  };
  const parts = [...named(uses.queues.length === 1 ? 'queue' : 'queues', uses.queues), ...named(uses.steps.length === 1 ? 'playbook step' : 'playbook steps', uses.steps)];
  return `${SCHEDULE_IN_USE} by ${parts.join('; ')}`;
}

export const isScheduleInUse = (uses: ScheduleUses): boolean => uses.queues.length > 0 || uses.steps.length > 0;
