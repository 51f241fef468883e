import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** `#photo=ID` in the URL: the photo shown in the viewer. */
const PARAM = 'photo';

/** The photo shown, or the edge of a neighbouring page being loaded. */
export type Viewed = { id: number } | { edge: 'first' | 'last'; page: number } | null;

const photoOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get(PARAM);

/** Opens the viewer on a photo: a router navigation adding a history entry (Back closes). */
export const useOpenPhoto = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (id: number) => navigate({ search, hash: `${PARAM}=${id}` }),
    [navigate, search],
  );
};

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
 *
 * Opening the viewer (`open`) is a router navigation that adds a history entry, so that Back
 * (the natural gesture on a phone) closes it; `close` goes back over that entry when it is
 * still the current one.
 */
export const useViewedPhoto = () => {
  const { hash, search, key } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const fromRouter = photoOf(hash);
  const [viewed, setViewed] = useState<Viewed>(() => parse(fromRouter));
  /** The history entry `open` added, while the viewer is open on it. */
  const openedEntry = useRef<string | null>(null);

  // Back and Forward restore the entry's photo, or close the viewer on an entry without one.
  // react-admin's own navigations (paging) drop the hash: they leave the viewer as it is.
  useEffect(() => {
    if (navigationType === 'POP' || fromRouter !== null) setViewed(parse(fromRouter));
    openedEntry.current = navigationType === 'PUSH' && fromRouter !== null ? key : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (key)
  }, [key]);

  const open = useOpenPhoto();
  const close = useCallback(() => {
    if (openedEntry.current === key) navigate(-1);
    else setViewed(null);
  }, [key, navigate]);

  // Mirrored after every change and every navigation; left alone while a page loads.
  const mirrored = viewed === null ? null : 'id' in viewed ? String(viewed.id) : undefined;
  useEffect(() => {
    if (mirrored === undefined) return;
    const url = new URL(window.location.href);
    if (photoOf(url.hash) === mirrored) return;
    url.hash = mirrored === null ? '' : `${PARAM}=${mirrored}`;
    window.history.replaceState(window.history.state, '', url);
  }, [mirrored, search]);

  return { viewed, setViewed, open, close };
};
