import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import { photoUrl } from '../api/photoUrl';
import type { Photo } from '../api/types';
import { photoAlt } from './types';

const SIZES = {
  miniature: { width: 120, height: 150 },
  fullsize: { width: 600, height: 750 },
} as const;

interface PhotoImageProps {
  photo: Pick<Photo, 'photo_uuid' | 'student_fullName'>;
  size: keyof typeof SIZES;
  /** Miniatures load as they scroll into view; the viewer's image loads at once. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A photo in a 4:5 frame that keeps its place while the image loads (no layout jump).
 * Native `loading="lazy"` defers off-screen images in every current browser, so no
 * IntersectionObserver is needed. A failed image shows an icon instead of a broken one.
 * Give it `key={photo_uuid}` when the photo changes in place, to reset the failure.
 */
const PhotoImage = ({ photo, size, lazy = false, sx }: PhotoImageProps) => {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: '4 / 5',
          width: '100%',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {failed ? (
        <BrokenImageIcon
          role="img"
          aria-label={`${photoAlt(photo)} (image indisponible)`}
          sx={{ fontSize: 40, color: 'text.disabled' }}
        />
      ) : (
        <Box
          component="img"
          src={photoUrl(photo.photo_uuid, size)}
          alt={photoAlt(photo)}
          {...SIZES[size]}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      )}
    </Box>
  );
};

export default PhotoImage;
