import { describe, expect, it } from 'vitest';
import { firstSettingsPage, settingsMenu } from './settings-menu';

const hrefs = (capList: string[], parallelDialerEnabled = false) => settingsMenu({ capList, parallelDialerEnabled }).flatMap((g) => g.items.map((i) => i.href));

describe('settingsMenu (spec 3 section 2)', () => {
  it("gives every user their profile, notifications, phone, email and the extension's CRM sites, and lands on the profile's first page", () => {
    const rep = hrefs(['contact.create']);
    expect(rep).toContain('#!/settings/my-profile/change-password');
    expect(rep).toContain('#!/settings/notifications');
    expect(rep).toContain('#!/settings/phone/voice-message');
    expect(rep).toContain('#!/settings/email/templates');
    expect(rep).toContain('#!/settings/my-profile/dialing-plan');
    expect(rep).toContain('#!/settings/my-profile/timezone');
    expect(rep).toContain('#!/settings/tags/lists');
    expect(rep).toContain('#!/settings/phone/call-management');
    expect(rep).toContain('#!/settings/phone/voicemail-greetings');
    expect(rep).toContain('#!/settings/extension/crm-sites');
    expect(firstSettingsPage(settingsMenu({ capList: [], parallelDialerEnabled: false }))).toBe('#!/settings/my-profile/change-password');
  });

  it('keeps users, teams and the organization pages for administrators (the ACL)', () => {
    expect(hrefs(['contact.create']).some((h) => h.includes('/settings/users/') || h.includes('/yourorganization/'))).toBe(false);
    expect(hrefs(['settings.admin'])).toEqual(
      expect.arrayContaining([
        '#!/settings/users/users',
        '#!/settings/users/teams',
        '#!/settings/yourorganization/task',
        '#!/settings/yourorganization/call',
        '#!/settings/yourorganization/schedules',
        '#!/settings/numbers/assign',
        '#!/settings/numbers/localrandompresence',
        '#!/settings/acd',
      ]),
    );
  });

  it('offers the API keys page to administrators only', () => {
    expect(hrefs(['settings.admin'])).toContain('#!/settings/integrations/apikey');
    expect(hrefs(['contact.create', 'csvImport'])).not.toContain('#!/settings/integrations/apikey');
  });

  it('offers the AI settings page to administrators', () => {
    expect(hrefs(['settings.admin'])).toContain('#!/settings/ai-settings/general');
    expect(hrefs(['contact.create'])).not.toContain('#!/settings/ai-settings/general');
  });

  it('offers the imports page to users with csvImport only', () => {
    expect(hrefs(['contact.create'])).not.toContain('#!/settings/imports');
    expect(hrefs(['contact.create', 'csvImport'])).toContain('#!/settings/imports');
  });

  it('offers the parallel dialer page only where the tenant has the parallel dialer (its flag)', () => {
    expect(hrefs(['settings.admin'], false)).not.toContain('#!/settings/yourorganization/paralleldialer');
    expect(hrefs(['settings.admin'], true)).toContain('#!/settings/yourorganization/paralleldialer');
  });
});
