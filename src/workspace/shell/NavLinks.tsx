import { Anchor, Burger, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { navLinks as allNavLinks } from '../pages';
import { sessionState } from '../session/state';
import { mayOpenPage } from '../../domain/page-access';

/** The area links: inline on wide screens, a menu behind a burger in the narrow side panel. */
/** `onSignOut` adds Sign out to the narrow menu: the bar has no room for it there. */
export function NavLinks({ path, onSignOut }: { path: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const section = path.split('/')[1];
  const capList = useAtomValue(sessionState)?.capList ?? [];
  const navLinks = allNavLinks.filter((link) => mayOpenPage(link, capList));
  return (
    <>
      <Group gap="sm" wrap="nowrap" visibleFrom="sm">
        {navLinks
          .filter((link) => !link.more)
          .map((link) => (
            <Anchor key={link.href} href={link.href} fw={section === link.section ? 700 : 400} size="sm">
              {t(link.labelKey)}
            </Anchor>
          ))}
        <Menu position="bottom-start">
          <Menu.Target>
            <Anchor component="button" type="button" size="sm" aria-label={t('nav.more')} data-testid="nav-more">
              {t('nav.more')}
            </Anchor>
          </Menu.Target>
          <Menu.Dropdown>
            {navLinks
              .filter((link) => link.more)
              .map((link) => (
                <Menu.Item key={link.href} component="a" href={link.href} fw={section === link.section ? 700 : 400}>
                  {t(link.labelKey)}
                </Menu.Item>
              ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Menu opened={opened} onChange={(next) => (next ? undefined : close())} position="bottom-start">
        <Menu.Target>
          <Burger opened={opened} onClick={toggle} size="sm" hiddenFrom="sm" aria-label={t('nav.menu')} />
        </Menu.Target>
        <Menu.Dropdown>
          {navLinks.map((link) => (
            <Menu.Item key={link.href} component="a" href={link.href} fw={section === link.section ? 700 : 400} onClick={close}>
              {t(link.labelKey)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={onSignOut}>{t('nav.logout')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
