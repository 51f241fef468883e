import PhotoGrid from './PhotoGrid';
import PhotoViewer from './PhotoViewer';
import { usePhotoViewer } from './usePhotoViewer';

/** The grid and its fullsize viewer, sharing the viewer's position (kept in the URL). */
const PhotoGallery = () => {
  const viewer = usePhotoViewer();
  return (
    <>
      <PhotoGrid onOpen={viewer.show} />
      <PhotoViewer viewer={viewer} />
    </>
  );
};

export default PhotoGallery;
