import { describe, expect, it } from 'vitest';
import { coachAudio, coachedStateAfterDigit, monitoringDialString, monitoringStateForCall, monitoringTransition as t } from './call-monitoring';

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

  it('lets the rep hear the supervisor in whisper and join, the far side only in join', () => {
    expect(coachAudio('MONITORING')).toEqual({ repHears: false, farHears: false });
    expect(coachAudio('WHISPERING')).toEqual({ repHears: true, farHears: false });
    expect(coachAudio('CONVERSATION')).toEqual({ repHears: true, farHears: true });
    expect(coachAudio('IDLE')).toEqual({ repHears: false, farHears: false });
  });

  it('follows the supervisor’s digits on the coached side: 2 whisper, 3 join, 0 back to listen; others change nothing', () => {
    expect(coachedStateAfterDigit('MONITORING', '2')).toBe('WHISPERING');
    expect(coachedStateAfterDigit('WHISPERING', '3')).toBe('CONVERSATION');
    expect(coachedStateAfterDigit('CONVERSATION', '0')).toBe('MONITORING');
    expect(coachedStateAfterDigit('WHISPERING', '0')).toBe('MONITORING');
    expect(coachedStateAfterDigit('CONVERSATION', '2')).toBe('CONVERSATION');
    expect(coachedStateAfterDigit('MONITORING', '7')).toBe('MONITORING');
    expect(coachedStateAfterDigit('IDLE', '0')).toBe('IDLE');
  });
});
