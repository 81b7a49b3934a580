import { describe, expect, it } from 'vitest';
import { monitoringDialString, monitoringStateForCall, monitoringTransition as t } from './call-monitoring';

describe('call monitoring (spec 1 section 4)', () => {
  it('allows start only from IDLE', () => {
    expect(t('IDLE', 'start')).toEqual({ state: 'TRYING', invalid: false });
    expect(t('MONITORING', 'start')).toEqual({ state: 'MONITORING', invalid: true });
  });

  it('allows stop from MONITORING or TRYING', () => {
    expect(t('MONITORING', 'stop').state).toBe('IDLE');
    expect(t('TRYING', 'stop').state).toBe('IDLE');
    expect(t('WHISPERING', 'stop')).toEqual({ state: 'WHISPERING', invalid: true });
  });

  it('allows whisper only from MONITORING and join from MONITORING or WHISPERING', () => {
    expect(t('MONITORING', 'whisper').state).toBe('WHISPERING');
    expect(t('IDLE', 'whisper').invalid).toBe(true);
    expect(t('CONVERSATION', 'whisper').invalid).toBe(true);
    expect(t('MONITORING', 'join').state).toBe('CONVERSATION');
    expect(t('WHISPERING', 'join').state).toBe('CONVERSATION');
    expect(t('TRYING', 'join').invalid).toBe(true);
  });

  it('toggling again returns to MONITORING', () => {
    expect(t('WHISPERING', 'whisper').state).toBe('MONITORING');
    expect(t('CONVERSATION', 'join').state).toBe('MONITORING');
  });

  it('maps call states onto monitoring states', () => {
    expect(monitoringStateForCall('trying', 'IDLE')).toBe('TRYING');
    expect(monitoringStateForCall('ringing', 'IDLE')).toBe('TRYING');
    expect(monitoringStateForCall('ongoing', 'TRYING')).toBe('MONITORING');
    expect(monitoringStateForCall('ongoing', 'WHISPERING')).toBe('WHISPERING');
    expect(monitoringStateForCall('terminated', 'MONITORING')).toBe('IDLE');
    expect(monitoringStateForCall('error', 'MONITORING')).toBe('IDLE');
    expect(monitoringStateForCall('idle', 'MONITORING')).toBe('IDLE');
  });

  it('dials the monitoring prefix plus the user id', () => {
    expect(monitoringDialString('*55', 42)).toBe('*5542');
  });
});
