import { Button, Loader, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenDialog } from '../../email/hooks/useOpenDialog';
import { useSmsHistory } from '../hooks/useSmsHistory';
import { usePhoneNumberFormat } from '@/src/workspace/features/phone/hooks/usePhoneNumberFormat';

/** The navbar's SMS history list: latest conversations, each opening its SMS dialog. */
export function SmsHistoryMenu() {
  const { t } = useTranslation();
  const formatNumber = usePhoneNumberFormat();
  const openDialog = useOpenDialog();
  const history = useSmsHistory();
  return (
    // The item label is a flex child: without min-width 0 a long unbroken message widens it past the list.
    <Menu width={300} position="bottom-end" onOpen={() => void history.refetch()} styles={{ itemLabel: { minWidth: 0 } }}>
      <Menu.Target>
        <Button size="compact-sm" variant="subtle" px={6} data-testid="sms-history">
          {t('sms.history')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="sms-history-list">
        {history.isLoading && <Loader size="xs" m="xs" />}
        {history.isError && (
          <Text size="xs" c="red" p="xs">
            {t('sms.SMS_ERROR_LOAD_PAST')}
          </Text>
        )}
        {history.data?.items.length === 0 && (
          <Text size="xs" c="dimmed" p="xs">
            {t('sms.historyEmpty')}
          </Text>
        )}
        {history.data?.items.map((item) => (
          <Menu.Item
            key={item.threadId}
            disabled={item.contactId === null}
            onClick={() => item.contactId !== null && openDialog('sms', { contactId: item.contactId, contactName: item.contactName ?? item.number, to: item.number })}
          >
            <Text size="sm" truncate>
              {item.contactName ?? formatNumber(item.number)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {item.lastDirection === 'in' ? '← ' : '→ '}
              {item.lastBody}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
