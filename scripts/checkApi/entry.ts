import '../../src/collectPages';

/** Loaded through Vite, so that the resource modules' calls are checked too. */
export { checkApi, formatReport, printable } from './checkApi';
