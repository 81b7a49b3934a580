import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneState } from '@/src/phone/phone-state';
import { sendPhoneCommand } from '../hooks/sendPhoneCommand';
import { LeaveMessageMenu } from './LeaveMessageMenu';
import { TransferMenu } from './TransferMenu';

/** Controls of the active call, each enabled per the dialer display state (spec 1 section 4). */
export function CallControls({ state }: { state: PhoneState }) {
  const { t } = useTranslation();
  const { display } = state;
  const active = display.call.active;
  return (
    <Group gap={6} data-testid="call-controls">
      <Button color="red" size="xs" disabled={display.hangUp.disabled} onClick={() => void sendPhoneCommand({ command: 'hangup', ...(active ? { callId: active.id } : {}) })}>
        {t('phone.hangUp')}
      </Button>
      <Button size="xs" variant={display.hold.active ? 'filled' : 'default'} disabled={display.hold.disabled} onClick={() => void sendPhoneCommand({ command: 'hold', on: !display.hold.active })}>
        {display.hold.active ? t('phone.unhold') : t('phone.hold')}
      </Button>
      <Button size="xs" variant={display.mute.active ? 'filled' : 'default'} disabled={display.mute.disabled} onClick={() => void sendPhoneCommand({ command: 'mute', on: !display.mute.active })}>
        {display.mute.active ? t('phone.unmute') : t('phone.mute')}
      </Button>
      {display.record.enabled && (
        <Button
          size="xs"
          variant={display.record.active ? 'filled' : 'default'}
          disabled={display.record.active ? false : display.record.disabled}
          onClick={() => void sendPhoneCommand({ command: 'record', on: !display.record.active })}
        >
          {display.record.active ? t('phone.stopRecording') : t('phone.record')}
        </Button>
      )}
      <Button size="xs" variant="default" disabled={display.addCall.disabled} onClick={() => void sendPhoneCommand({ command: 'addCall' })}>
        {t('phone.addCall')}
      </Button>
      {display.call.waiting && (
        <Button size="xs" variant="default" onClick={() => void sendPhoneCommand({ command: 'continueWaiting' })}>
          {t('phone.continueWaiting')}
        </Button>
      )}
      <Button size="xs" variant="default" disabled={display.joinCall.disabled} onClick={() => void sendPhoneCommand({ command: 'join' })}>
        {t('phone.join')}
      </Button>
      {display.call.waiting && state.connectionType === 'soft' && (
        <Button
          size="xs"
          variant="default"
          disabled={display.dial.type !== 'talking' || Boolean(active?.conference)}
          onClick={() => void sendPhoneCommand({ command: 'completeTransfer' })}
          data-testid="transfer-complete"
        >
          {t('phone.completeTransfer')}
        </Button>
      )}
      <LeaveMessageMenu disabled={display.leaveMsg.disabled} />
      <TransferMenu disabled={display.dial.type !== 'talking' || Boolean(active?.conference) || state.connectionType === 'pstn'} />
    </Group>
  );
}
