import { useEffect } from 'react';
import { useGetOne, useListContext } from 'react-admin';
import type { PhotoRecord } from './types';
import { useViewedPhoto } from './useViewedPhoto';

export interface PhotoViewerState {
  /** Whether the viewer is open (the photo may still be loading). */
  open: boolean;
  photo?: PhotoRecord;
  /** The photo of the URL could not be read (unknown id, server error). */
  failed: boolean;
  /** 1-based position of the photo in the whole filtered list, when known. */
  position?: number;
  total?: number;
  hasPrevious: boolean;
  hasNext: boolean;
  show: (id: number) => void;
  previous: () => void;
  next: () => void;
  close: () => void;
}

/**
 * The viewer over the list's current page. Previous/next move within the page and, at its
 * edges, on to the neighbouring page, whose first (or last) photo is shown once loaded.
 */
export const usePhotoViewer = (): PhotoViewerState => {
  const { data, page, perPage, total, hasNextPage, hasPreviousPage, setPage, ...list } =
    useListContext<PhotoRecord>();
  const { viewed, setViewed, open, close } = useViewedPhoto();
  const id = viewed && 'id' in viewed ? viewed.id : undefined;
  const index = data?.findIndex((photo) => photo.id === id) ?? -1;
  const inPage = index >= 0 ? data![index] : undefined;
  // A photo outside the page (a shared link): read on its own, without neighbours.
  const { data: alone, error } = useGetOne<PhotoRecord>(
    'photos',
    { id: id! },
    { enabled: id !== undefined && !list.isPending && !inPage, retry: false },
  );

  // The neighbouring page has loaded: show its first or last photo.
  const edge = viewed && 'edge' in viewed ? viewed : undefined;
  const loaded = !list.isPending && !list.isPlaceholderData && edge?.page === page;
  useEffect(() => {
    if (!edge || !loaded || !data) return;
    const target = edge.edge === 'first' ? data[0] : data.at(-1);
    setViewed(target ? { id: target.id } : null);
  }, [edge, loaded, data, setViewed]);

  const step = (delta: 1 | -1) => {
    if (!data || index < 0) return;
    const neighbour = data[index + delta];
    const edgeOf = (edge: 'first' | 'last', target: number) => {
      setViewed({ edge, page: target });
      setPage(target);
    };
    if (neighbour) setViewed({ id: neighbour.id });
    else if (delta === 1 && hasNextPage) edgeOf('first', page + 1);
    else if (delta === -1 && hasPreviousPage) edgeOf('last', page - 1);
  };

  return {
    open: viewed !== null,
    photo: inPage ?? (alone && alone.id === id ? alone : undefined),
    failed: !inPage && !!error,
    position: inPage ? (page - 1) * perPage + index + 1 : undefined,
    total,
    hasPrevious: index > 0 || (index === 0 && !!hasPreviousPage),
    hasNext: index >= 0 && (index < (data?.length ?? 0) - 1 || !!hasNextPage),
    show: open,
    previous: () => step(-1),
    next: () => step(1),
    close,
  };
};
