import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** `#photo=ID` in the URL: the photo shown in the viewer. */
const PARAM = 'photo';

/** The photo shown, or the edge of a neighbouring page being loaded. */
export type Viewed = { id: number } | { edge: 'first' | 'last'; page: number } | null;

const photoOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get(PARAM);

const parse = (value: string | null): Viewed => {
  if (value === null || value === '') return null;
  const id = Number(value);
  return { id: Number.isInteger(id) ? id : -1 };
};

/**
 * The viewer's photo, kept in React state so that moving from photo to photo re-renders
 * the viewer only. It is mirrored in the URL's fragment (`#photo=ID`: shareable, restored
 * by Back) with `history.replaceState`, out of the router's sight. The fragment, not the
 * query: react-admin keeps every query parameter among its list parameters (and in its
 * store), and would bring a stale photo back on its next navigation.
 */
export const useViewedPhoto = () => {
  const { hash, search, key } = useLocation();
  const navigationType = useNavigationType();
  const fromRouter = photoOf(hash);
  const [viewed, setViewed] = useState<Viewed>(() => parse(fromRouter));

  // Back and Forward restore the entry's photo, or close the viewer on an entry without one.
  // react-admin's own navigations (paging) drop the hash: they leave the viewer as it is.
  useEffect(() => {
    if (navigationType === 'POP' || fromRouter !== null) setViewed(parse(fromRouter));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (key)
  }, [key]);

  // Mirrored after every change and every navigation; left alone while a page loads.
  const mirrored = viewed === null ? null : 'id' in viewed ? String(viewed.id) : undefined;
  useEffect(() => {
    if (mirrored === undefined) return;
    const url = new URL(window.location.href);
    if (photoOf(url.hash) === mirrored) return;
    url.hash = mirrored === null ? '' : `${PARAM}=${mirrored}`;
    window.history.replaceState(window.history.state, '', url);
  }, [mirrored, search]);

  return [viewed, setViewed] as const;
};
