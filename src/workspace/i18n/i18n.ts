import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../../domain/constants';
import { appEn } from './en/app';
import { formsEn } from './en/forms';
import { loginEn } from './en/login';

// Up front only the first screen's namespaces (sign-in, sign-in codes, the app's own texts): the side panel's
// initial JS stays small. The rest of the catalogue comes with the shell's routes (loadWorkspaceCatalogue).
void i18next
  .use(initReactI18next)
  .init({ lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, resources: { en: { translation: { ...appEn, ...formsEn, ...loginEn } } }, interpolation: { escapeValue: false }, initAsync: false });

let workspaceCatalogue: Promise<void> | null = null;

/** Adds every area's texts (once); whatever renders inside the shell awaits it first, so no key shows untranslated. */
export function loadWorkspaceCatalogue(): Promise<void> {
  workspaceCatalogue ??= import('./en').then(({ en }) => {
    i18next.addResourceBundle(DEFAULT_LANGUAGE, 'translation', en, true, true);
  });
  // A failed load (extension updated under an open page) is tried again by the next caller.
  workspaceCatalogue.catch(() => {
    workspaceCatalogue = null;
  });
  return workspaceCatalogue;
}

export { i18next };
