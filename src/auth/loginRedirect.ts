/** Leaves for /login with a full page load: nothing of the lost session stays in memory. */
export const reloadAtLogin = (): void => window.location.assign('/login');

/** Loads the page again, in the session now stored (another user's, logged in elsewhere). */
export const reloadPage = (): void => window.location.reload();
