import { describe, expect, it } from 'vitest';
import { en } from './en';
import { i18next, loadWorkspaceCatalogue } from './i18n';

describe('the catalogue, loaded in two parts', () => {
  it('has the sign-in texts up front and the workspace areas only once the shell loads them', async () => {
    expect(i18next.t('login.title')).toBe(en.login.title);
    expect(i18next.t('app.loading')).toBe(en.app.loading);
    expect(i18next.exists('lists.nav')).toBe(false);

    await loadWorkspaceCatalogue();

    expect(i18next.t('lists.nav')).toBe('Lists');
    expect(i18next.t('listForm.createTitle')).toBe('New list');
    // Loading the rest keeps the first part.
    expect(i18next.t('login.title')).toBe(en.login.title);
  });

  it('ends with every key of the full catalogue', async () => {
    await loadWorkspaceCatalogue();
    expect(i18next.getResourceBundle('en', 'translation')).toEqual(en);
  });
});
