/** Spec section 4: the sidebar's state lives in a cookie `sidebar:state`, 7 days, path root. */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The saved state, or `true` (open) when nothing valid is saved. */
export const readSidebarCookie = (cookie: string = document.cookie): boolean => {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
};

export const writeSidebarCookie = (open: boolean): void => {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`;
};
