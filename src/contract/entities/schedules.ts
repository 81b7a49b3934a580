import { z } from 'zod';

const DAY_MS = 24 * 3600 * 1000;
/** Spec 3 section 5: a schedule interval lasts at least 30 minutes. */
export const MIN_SCHEDULE_INTERVAL_MS = 30 * 60 * 1000;
export const SCHEDULE_INTERVAL_TOO_SHORT = 'Minimum of 30 minutes';
export const SCHEDULE_NAME_TAKEN = 'Schedule with this name already exists';
export const SCHEDULE_NAME_MAX = 80;

/** Spec 3 schedule interval: milliseconds from the day's midnight, in the tenant's time zone. */
export const scheduleInterval = z
  .object({ start: z.number().int().min(0).max(DAY_MS), end: z.number().int().min(0).max(DAY_MS) })
  .refine((i) => i.end - i.start >= MIN_SCHEDULE_INTERVAL_MS, SCHEDULE_INTERVAL_TOO_SHORT);
export type ScheduleInterval = z.infer<typeof scheduleInterval>;

export const SCHEDULE_DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

/** Spec 3 schedule: days 1 (Monday) to 7 (Sunday), each a list of intervals; a day left out is closed. */
export const weekSchedule = z.object(
  Object.fromEntries(SCHEDULE_DAYS.map((d) => [d, z.array(scheduleInterval).max(48).optional()])) as Record<ScheduleDay, z.ZodOptional<z.ZodArray<typeof scheduleInterval>>>,
);
export type WeekSchedule = z.infer<typeof weekSchedule>;

/** A named schedule of the tenant (settings/yourorganization/schedules): playbook steps name one. */
export const tenantSchedule = z.object({ name: z.string(), days: weekSchedule });
export type TenantSchedule = z.infer<typeof tenantSchedule>;

export const tenantScheduleBody = z.object({ name: z.string().trim().min(1, 'Name is required').max(SCHEDULE_NAME_MAX), days: weekSchedule });
