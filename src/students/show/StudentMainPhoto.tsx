import { Skeleton } from '@mui/material';
import { useOpenPhoto } from '../../photos/useViewedPhoto';
import PhotoButton from '../PhotoButton';
import PhotoPlaceholder from '../PhotoPlaceholder';
import { useStudentPhotos } from '../../photos/useStudentPhotos';

const WIDTH = 120;
const HEIGHT = 150;

/** The student's latest photo as a miniature; a click opens it in the photo viewer. */
const StudentMainPhoto = ({ idNumber, name }: { idNumber: string; name: string }) => {
  const { data, isPending } = useStudentPhotos(idNumber);
  const openPhoto = useOpenPhoto();
  if (isPending) return <Skeleton variant="rounded" width={WIDTH} height={HEIGHT} />;
  const latest = data?.[0];
  if (!latest) return <PhotoPlaceholder width={WIDTH} height={HEIGHT} />;
  return (
    <PhotoButton
      uuid={latest.photo_uuid}
      alt={`Photo de ${name}`}
      width={WIDTH}
      height={HEIGHT}
      onOpen={() => openPhoto(latest.photo_id)}
    />
  );
};

export default StudentMainPhoto;
