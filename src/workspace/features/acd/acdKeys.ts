/** React Query keys of the queues area. */
export const acdKeys = {
  queues: ['acd', 'queues'] as const,
  schedules: ['acd', 'schedules'] as const,
  monitor: ['acd', 'monitor'] as const,
  agents: (queueId: number) => ['acd', 'monitor', queueId, 'agents'] as const,
};
