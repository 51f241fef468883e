import { useState } from 'react';
import { Skeleton } from '@mui/material';
import PhotoButton from '../PhotoButton';
import PhotoDialog from '../PhotoDialog';
import PhotoPlaceholder from '../PhotoPlaceholder';
import { useStudentPhotos } from './useStudentPhotos';

const WIDTH = 120;
const HEIGHT = 150;

/** The student's latest photo as a miniature; a click shows it in full size. */
const StudentMainPhoto = ({ idNumber, name }: { idNumber: string; name: string }) => {
  const { data, isPending } = useStudentPhotos(idNumber);
  const [open, setOpen] = useState<string>();
  if (isPending) return <Skeleton variant="rounded" width={WIDTH} height={HEIGHT} />;
  const latest = data?.[0];
  if (!latest) return <PhotoPlaceholder width={WIDTH} height={HEIGHT} />;
  return (
    <>
      <PhotoButton
        uuid={latest.photo_uuid}
        alt={`Photo de ${name}`}
        width={WIDTH}
        height={HEIGHT}
        onOpen={setOpen}
      />
      <PhotoDialog uuid={open} title={`Photo de ${name}`} onClose={() => setOpen(undefined)} />
    </>
  );
};

export default StudentMainPhoto;
