/** The app's name and version (read from package.json at build time). */
export const APP_NAME = 'Carte Scolaire';
export const APP_VERSION = `v${__APP_VERSION__}`;
export const IS_DEMO = __DEMO__;
