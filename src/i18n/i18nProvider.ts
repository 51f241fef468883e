import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import type { I18nProvider } from 'ra-core';
import { formatCount } from '../common/numbers';
import { appMessages } from './messages';
import { moduleTranslation } from '../resource/moduleMessages';

const polyglot = polyglotI18nProvider(
  () => mergeTranslations(frenchMessages, appMessages),
  'fr',
  [{ locale: 'fr', name: 'Français' }],
  { allowMissing: true },
);

/** Messages whose numbers are counts, written the French way: « 1-25 sur 50 000 ». */
const COUNTED = new Set(['ra.navigation.page_range_info', 'ra.navigation.partial_page_range_info']);

const withCounts = (key: string, options: Record<string, unknown> | undefined) =>
  COUNTED.has(key) && options
    ? Object.fromEntries(
        Object.entries(options).map(([name, value]) => [
          name,
          typeof value === 'number' ? formatCount(value) : value,
        ]),
      )
    : options;

/** Polyglot, with the labels of the resource modules looked up first. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) =>
    moduleTranslation(key, options) ?? polyglot.translate(key, withCounts(key, options)),
};
