/**
 * Task notifications (spec 3 settings): how a due reminder reaches the user, as a desktop
 * notification and as a sound, each on for all tasks or only for tasks whose subject contains the
 * configured content.
 */
export interface NotificationChannel {
  enable: boolean;
  type: 'all' | 'subject';
  /** The text a subject must contain, when type is subject. */
  content?: string | undefined;
}
export interface TaskNotifications {
  desktop: NotificationChannel;
  sound: NotificationChannel;
}

export const DEFAULT_TASK_NOTIFICATIONS: TaskNotifications = { desktop: { enable: true, type: 'all' }, sound: { enable: false, type: 'all' } };

export const NOTIFICATION_CONTENT_REQUIRED = 'Enter the text the task subject must contain.';

/** A desktop or sound notification of type subject needs content. */
export const channelNeedsContent = (c: NotificationChannel): boolean => c.type === 'subject' && !c.content?.trim();

function channelFires(c: NotificationChannel, subject: string): boolean {
  if (!c.enable) return false;
  if (c.type === 'all') return true;
  const content = c.content?.trim().toLowerCase();
  return !!content && subject.toLowerCase().includes(content);
}

/** Which channels a reminder for a task with this subject uses. */
export function notificationChannels(settings: TaskNotifications, subject: string): { desktop: boolean; sound: boolean } {
  return { desktop: channelFires(settings.desktop, subject), sound: channelFires(settings.sound, subject) };
}
