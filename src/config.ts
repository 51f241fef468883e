/** The app's name and version (read from package.json at build time). */
export const APP_NAME = 'Carte Scolaire';
/** A browser tab's title: « Écoles — Carte Scolaire » (empty parts left out). */
export const withAppName = (...parts: (string | undefined)[]): string =>
  [...parts, APP_NAME]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' — ');
export const APP_VERSION = `v${__APP_VERSION__}`;
export const IS_DEMO = __DEMO__;
