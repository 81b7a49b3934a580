import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDirectoryUsers } from '../../directory/hooks/useDirectoryUsers';

/** Whose tasks the page shows (page state userId and userName); empty means the signed-in user. */
export function TaskUserPicker({ userId, onChange }: { userId: number | null; onChange(user: { id: number; name: string } | null): void }) {
  const { t } = useTranslation();
  const users = useDirectoryUsers();
  const options = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName}` }));
  return (
    <Select
      size="xs"
      w={180}
      aria-label={t('tasks.user')}
      placeholder={t('tasks.me')}
      data={options}
      value={userId === null ? null : String(userId)}
      onChange={(v) => onChange(v ? { id: Number(v), name: options.find((o) => o.value === v)?.label ?? '' } : null)}
      clearable
      searchable
      data-testid="tasks-user"
    />
  );
}
