import PhotoViewer from '../../photos/PhotoViewer';
import type { PhotoRecord } from '../../photos/types';
import type { PhotoViewerState } from '../../photos/usePhotoViewer';
import { useViewedPhoto } from '../../photos/useViewedPhoto';
import { useStudentPhotos } from '../../photos/useStudentPhotos';

/** The student's photos (newest first) as the viewer's list: no paging, all are there. */
const useStudentPhotoViewer = (idNumber: string): PhotoViewerState => {
  const { data, isPending } = useStudentPhotos(idNumber);
  const { viewed, setViewed, open, close } = useViewedPhoto();
  const photos: PhotoRecord[] = (data ?? []).map((photo) => ({ ...photo, id: photo.photo_id }));
  const id = viewed && 'id' in viewed ? viewed.id : undefined;
  const index = photos.findIndex((photo) => photo.id === id);
  const move = (delta: 1 | -1) => {
    const neighbour = photos[index + delta];
    if (neighbour) setViewed({ id: neighbour.id });
  };
  return {
    open: viewed !== null,
    photo: photos[index],
    failed: viewed !== null && !isPending && index < 0,
    position: index >= 0 ? index + 1 : undefined,
    total: photos.length,
    hasPrevious: index > 0,
    hasNext: index >= 0 && index < photos.length - 1,
    show: open,
    previous: () => move(-1),
    next: () => move(1),
    close,
  };
};

/**
 * The same fullsize viewer as /photos, over the student's own photos: details, then the
 * previous photos with the arrows. Opened from the main photo or the photos section
 * (`#photo=ID`, a history entry: Back closes it).
 */
const StudentPhotoViewer = ({ idNumber }: { idNumber: string }) => (
  <PhotoViewer viewer={useStudentPhotoViewer(idNumber)} studentLink={false} />
);

export default StudentPhotoViewer;
