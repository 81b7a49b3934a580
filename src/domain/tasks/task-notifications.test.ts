import { describe, expect, it } from 'vitest';
import { channelNeedsContent, DEFAULT_TASK_NOTIFICATIONS, notificationChannels } from './task-notifications';

describe('task notifications', () => {
  it('by default a reminder shows a desktop notification without sound', () => {
    expect(notificationChannels(DEFAULT_TASK_NOTIFICATIONS, 'Call Ada')).toEqual({ desktop: true, sound: false });
  });
  it('type subject fires only when the subject contains the content, ignoring case', () => {
    const s = { desktop: { enable: true, type: 'subject' as const, content: 'renewal' }, sound: { enable: true, type: 'all' as const } };
    expect(notificationChannels(s, 'Call Ada about the Renewal')).toEqual({ desktop: true, sound: true });
    expect(notificationChannels(s, 'Send the proposal')).toEqual({ desktop: false, sound: true });
  });
  it('a disabled channel never fires', () => {
    const s = { desktop: { enable: false, type: 'all' as const }, sound: { enable: false, type: 'subject' as const, content: 'x' } };
    expect(notificationChannels(s, 'x')).toEqual({ desktop: false, sound: false });
  });
  it('a notification of type subject needs content', () => {
    expect(channelNeedsContent({ enable: true, type: 'subject', content: '  ' })).toBe(true);
    expect(channelNeedsContent({ enable: true, type: 'subject', content: 'demo' })).toBe(false);
    expect(channelNeedsContent({ enable: true, type: 'all' })).toBe(false);
  });
});
