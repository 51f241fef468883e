import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import { appMessages } from './messages';

export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(frenchMessages, appMessages),
  'fr',
  [{ locale: 'fr', name: 'Français' }],
  { allowMissing: true },
);
