import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../../domain/constants';
import { en } from './en';

void i18next.use(initReactI18next).init({ lng: DEFAULT_LANGUAGE, fallbackLng: DEFAULT_LANGUAGE, resources: { en: { translation: en } }, interpolation: { escapeValue: false }, initAsync: false });

export { i18next };
