/**
 * Navigation state that opens a react-admin list at its top. react-admin wraps every resource
 * list in RestoreScrollPosition, which scrolls a list back to where it was last left once it
 * mounts (a lazily loaded page: about a second after it showed at its top) unless the
 * location's state says `_scrollToTop`, as react-admin's own menu items do. Back still puts
 * the window where it was (src/layout/useScrollPerPage.ts).
 */
export const OPEN_AT_TOP = { _scrollToTop: true } as const;
