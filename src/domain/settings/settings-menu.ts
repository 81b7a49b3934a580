import { CSV_IMPORT_CAP } from '../imports/import-limits';

/** Spec 3 section 2: the settings menu, built from the user's rights and the tenant's flags. */

export interface SettingsMenuItem {
  /** i18n key of the entry's label. */
  labelKey: string;
  href: string;
}
export interface SettingsMenuGroup {
  labelKey: string;
  items: SettingsMenuItem[];
}

export interface SettingsMenuInput {
  capList: readonly string[];
  /** The tenant's parallel dialer is on (the user's parallel-dialer flag). */
  parallelDialerEnabled: boolean;
}

export const SETTINGS_ADMIN = 'settings.admin';

/**
 * Every user has their profile, notifications, phone, email, tags and the extension's CRM sites; administrators (settings.admin)
 * also have users and teams and their organization's pages; the parallel dialer's page shows only
 * where the tenant has it. Pages that are not built yet are not offered.
 */
export function settingsMenu(input: SettingsMenuInput): SettingsMenuGroup[] {
  const admin = input.capList.includes(SETTINGS_ADMIN);
  const groups: SettingsMenuGroup[] = [
    {
      labelKey: 'settings.myProfile',
      items: [
        { labelKey: 'settings.changePassword', href: '#!/settings/my-profile/change-password' },
        { labelKey: 'settings.dialingPlan', href: '#!/settings/my-profile/dialing-plan' },
        { labelKey: 'settings.timeZone', href: '#!/settings/my-profile/timezone' },
      ],
    },
    { labelKey: 'settings.notifications', items: [{ labelKey: 'settings.notifications', href: '#!/settings/notifications' }] },
    {
      labelKey: 'settings.phone',
      items: [
        { labelKey: 'settings.callManagement', href: '#!/settings/phone/call-management' },
        { labelKey: 'settings.voicemailGreetings', href: '#!/settings/phone/voicemail-greetings' },
        { labelKey: 'settings.voiceMessages', href: '#!/settings/phone/voice-message' },
        { labelKey: 'settings.callbackNotice', href: '#!/settings/phone/callback-notice' },
      ],
    },
    {
      labelKey: 'settings.email',
      items: [
        { labelKey: 'settings.emailAccounts', href: '#!/settings/email/accounts' },
        { labelKey: 'settings.emailSignature', href: '#!/settings/email/signature' },
        { labelKey: 'settings.emailTemplates', href: '#!/settings/email/templates' },
      ],
    },
    { labelKey: 'settings.tags', items: [{ labelKey: 'settings.tagsLists', href: '#!/settings/tags/lists' }] },
    { labelKey: 'settings.browserExtension', items: [{ labelKey: 'settings.crmSites', href: '#!/settings/extension/crm-sites' }] },
  ];
  if (input.capList.includes(CSV_IMPORT_CAP)) groups.push({ labelKey: 'settings.data', items: [{ labelKey: 'settings.imports', href: '#!/settings/imports' }] });
  if (admin) {
    groups.push({
      labelKey: 'settings.users',
      items: [
        { labelKey: 'settings.usersList', href: '#!/settings/users/users' },
        { labelKey: 'settings.teams', href: '#!/settings/users/teams' },
      ],
    });
    groups.push({
      labelKey: 'settings.organization',
      items: [
        { labelKey: 'settings.tasks', href: '#!/settings/yourorganization/task' },
        { labelKey: 'settings.callResults', href: '#!/settings/yourorganization/call' },
        { labelKey: 'settings.schedules', href: '#!/settings/yourorganization/schedules' },
        { labelKey: 'settings.numbersAssign', href: '#!/settings/numbers/assign' },
        { labelKey: 'settings.localPresence', href: '#!/settings/numbers/localrandompresence' },
        { labelKey: 'settings.recordings', href: '#!/settings/yourorganization/recordings' },
        { labelKey: 'settings.acdQueues', href: '#!/settings/acd' },
        { labelKey: 'settings.audioFiles', href: '#!/settings/audio' },
        ...(input.parallelDialerEnabled ? [{ labelKey: 'settings.parallelDialer', href: '#!/settings/yourorganization/paralleldialer' }] : []),
      ],
    });
    // Spec 3 /settings/integrations (abstract) with /apikey.
    groups.push({ labelKey: 'settings.integrations', items: [{ labelKey: 'settings.apiKeys', href: '#!/settings/integrations/apikey' }] });
    // Spec 3 /settings/ai-settings/general: what the server offers without a language model.
    groups.push({ labelKey: 'settings.ai', items: [{ labelKey: 'settings.aiGeneral', href: '#!/settings/ai-settings/general' }] });
  }
  return groups;
}

/** Where #!/settings itself lands: the menu's first page. */
export const firstSettingsPage = (groups: SettingsMenuGroup[]): string => groups[0]?.items[0]?.href ?? '#!/dashboard';
