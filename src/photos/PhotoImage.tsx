import { Box, type SxProps, type Theme } from '@mui/material';
import type { Photo } from '../api/types';
import StudentPhotoImage from './StudentPhotoImage';
import { photoAlt } from './types';

const SIZES = {
  miniature: { width: 120, height: 150 },
  fullsize: { width: 600, height: 750 },
} as const;

interface PhotoImageProps {
  photo: Pick<Photo, 'photo_uuid' | 'student_fullName'>;
  size: keyof typeof SIZES;
  /** Miniatures load as they come near the viewport; the viewer's image loads at once. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
}

/** A photo in a 4:5 frame that keeps its place while the image loads (no layout jump). */
const PhotoImage = ({ photo, size, lazy = false, sx }: PhotoImageProps) => (
  <Box
    sx={[
      {
        position: 'relative',
        aspectRatio: '4 / 5',
        width: '100%',
        overflow: 'hidden',
        bgcolor: 'action.hover',
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    <StudentPhotoImage
      uuid={photo.photo_uuid}
      size={size}
      alt={photoAlt(photo)}
      lazy={lazy}
      {...SIZES[size]}
    />
  </Box>
);

export default PhotoImage;
