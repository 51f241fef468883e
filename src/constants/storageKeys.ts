/**
 * Names under which the app keeps something in this browser, here so that the session's end
 * (auth/sessionTraces.ts) knows what it leaves without importing the features that keep them.
 */

/** The chosen theme also lives outside react-admin's store, which a logout resets. */
export const THEME_KEY = 'app-theme';

/** Every form draft's localStorage key starts so (src/drafts/). */
export const DRAFT_KEY_PREFIX = 'form-draft:';

/** The outbox's IndexedDB database (kept after a session: docs/decisions/kept-in-browser.md). */
export const OUTBOX_DB_NAME = 'carte-scolaire-outbox';

/** Which public service messages were minimised (localStorage). */
export const MINIMISED_MESSAGES_KEY = 'service-messages-minimised';
