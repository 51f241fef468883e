import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../auth/session';
import { pageOf } from '../resource/pageCatalog';

/**
 * Visits per page path, for the home page's shortcuts: kept per user, in localStorage under
 * `home-page-visits:<login_id>`, so that one user's browsing never shapes another's home.
 */
export const pageVisitsKey = (userId: number): string => `home-page-visits:${userId}`;

/** Where visits were counted for every user of the browser at once: nobody's, dropped. */
const SHARED_VISITS_KEY = 'home-page-visits';

export type PageVisits = Record<string, number>;

const NOT_COUNTED = ['/', '/login'];

/** The user's recorded visits (none without a user); anything unreadable counts as no visit. */
export const readPageVisits = (userId: number | null): PageVisits => {
  localStorage.removeItem(SHARED_VISITS_KEY);
  if (userId === null) return {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(pageVisitsKey(userId)) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, number] => Number.isFinite(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
};

/** Counts one visit of the user to the page of `pathname`; home and login are not counted. */
export const recordPageVisit = (pathname: string, userId: number | null): void => {
  const path = pageOf(pathname)?.path;
  if (userId === null || !path || NOT_COUNTED.includes(path)) return;
  const visits = readPageVisits(userId);
  visits[path] = (visits[path] ?? 0) + 1;
  try {
    localStorage.setItem(pageVisitsKey(userId), JSON.stringify(visits));
  } catch {
    // Storage full or refused: the shortcuts fall back to the menu's pages.
  }
};

/**
 * Records a visit of the logged-in user each time they enter a page (call it once in the
 * layout). Moving inside a page (/student to /student/123/show) is not a new visit.
 */
export const useRecordPageVisit = (): void => {
  const { pathname } = useLocation();
  const { user_id } = useSession();
  const lastPage = useRef<string | undefined>(undefined);
  useEffect(() => {
    const path = pageOf(pathname)?.path;
    if (path === lastPage.current || user_id === null) return;
    lastPage.current = path;
    recordPageVisit(pathname, user_id);
  }, [pathname, user_id]);
};
