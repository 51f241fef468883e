/** Leaves for /login with a full page load: nothing of the lost session stays in memory. */
export const reloadAtLogin = (): void => window.location.assign('/login');
