import { Box, Typography } from '@mui/material';
import type { Photo } from '../../api/types';
import ValidationStateChip from '../../common/ValidationStateChip';
import { formatDateTime } from '../format';
import { useOpenPhoto } from '../../photos/useViewedPhoto';
import PhotoButton from '../PhotoButton';
import SectionCard from './SectionCard';
import { useStudentPhotos } from '../../photos/useStudentPhotos';

const describe = (photo: Photo) =>
  `photo du ${formatDateTime(photo.photo_takenAt)} de ${photo.student_fullName}`;

/** Every photo of the student: miniature (a click opens the photo viewer), state and date. */
const StudentPhotosSection = ({ idNumber }: { idNumber: string }) => {
  const query = useStudentPhotos(idNumber);
  const openPhoto = useOpenPhoto();
  return (
    <SectionCard
      title="Photos"
      query={query}
      empty="Aucune photo pour cet élève."
      isEmpty={(photos) => photos.length === 0}
    >
      {(photos) => (
        <>
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
              gap: 2,
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            {photos.map((photo) => (
              <Box
                component="li"
                key={photo.photo_id}
                sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}
              >
                <PhotoButton
                  uuid={photo.photo_uuid}
                  alt={describe(photo)}
                  width={96}
                  height={120}
                  onOpen={() => openPhoto(photo.photo_id)}
                />
                <ValidationStateChip state={photo.photo_state} />
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(photo.photo_takenAt)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
};

export default StudentPhotosSection;
