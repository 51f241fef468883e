/** The chosen theme also lives outside react-admin's store, which a logout resets. */
export const THEME_KEY = 'app-theme';
