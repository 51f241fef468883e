import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import type { I18nProvider } from 'ra-core';
import { appMessages } from './messages';
import { moduleTranslation } from './moduleMessages';

const polyglot = polyglotI18nProvider(
  () => mergeTranslations(frenchMessages, appMessages),
  'fr',
  [{ locale: 'fr', name: 'Français' }],
  { allowMissing: true },
);

/** Polyglot, with the labels of the resource modules looked up first. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => moduleTranslation(key, options) ?? polyglot.translate(key, options),
};
