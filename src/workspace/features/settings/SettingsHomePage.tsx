import { useEffect } from 'react';
import { firstSettingsPage } from '@/src/domain/settings/settings-menu';
import { useSettingsMenu } from './hooks/useSettingsMenu';

/** #!/settings lands on the menu's first page (the profile). */
export function SettingsHomePage() {
  const groups = useSettingsMenu();
  const target = firstSettingsPage(groups);
  // Replaced, not pushed: Back leaves settings instead of landing here again.
  useEffect(() => window.location.replace(target), [target]);
  return null;
}
