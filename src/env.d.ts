/** The package version, injected by Vite from package.json. */
declare const __APP_VERSION__: string;
/** True when the app runs on its embedded demo API. */
declare const __DEMO__: boolean;

/** What each page's code may call, scanned at build time (scripts/vite/callUsageModule.ts). */
declare module 'virtual:call-usage' {
  const usage: import('./dev/codeUsage').ScannedUsage;
  export default usage;
}
/** True in production builds, which register the app's own service worker (src/offline/). */
declare const __APP_WORKER__: boolean;
