import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageOf } from '../resource/pageCatalog';

/** Visits per page path, in localStorage, for the home page's shortcuts. */
export const PAGE_VISITS_KEY = 'home-page-visits';

export type PageVisits = Record<string, number>;

const NOT_COUNTED = ['/', '/login'];

/** The recorded visits; anything unreadable counts as no visit. */
export const readPageVisits = (): PageVisits => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PAGE_VISITS_KEY) ?? '{}');
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

/** Counts one visit to the page of `pathname`; the home and login pages are not counted. */
export const recordPageVisit = (pathname: string): void => {
  const path = pageOf(pathname)?.path;
  if (!path || NOT_COUNTED.includes(path)) return;
  const visits = readPageVisits();
  visits[path] = (visits[path] ?? 0) + 1;
  try {
    localStorage.setItem(PAGE_VISITS_KEY, JSON.stringify(visits));
  } catch {
    // Storage full or refused: the shortcuts fall back to the menu's pages.
  }
};

/**
 * Records a visit each time the user enters a page (call it once in the layout). Moving
 * inside a page (/student to /student/123/show) is not a new visit.
 */
export const useRecordPageVisit = (): void => {
  const { pathname } = useLocation();
  const lastPage = useRef<string | undefined>(undefined);
  useEffect(() => {
    const path = pageOf(pathname)?.path;
    if (path === lastPage.current) return;
    lastPage.current = path;
    recordPageVisit(pathname);
  }, [pathname]);
};
