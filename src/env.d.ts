/** The package version, injected by Vite from package.json. */
declare const __APP_VERSION__: string;
/** True when the app runs on its embedded demo API. */
declare const __DEMO__: boolean;
