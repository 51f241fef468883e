import type { ImgHTMLAttributes, MouseEventHandler } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import { usePhotoImage, type PhotoSize } from './usePhotoImage';

export const PHOTO_UNAVAILABLE = 'Photo indisponible';

interface StudentPhotoImageProps {
  uuid: string;
  size: PhotoSize;
  alt: string;
  /** Fetched only when near the viewport (grids, lists); otherwise at once. */
  lazy?: boolean;
  /** The image's intrinsic size, so that the frame does not jump. */
  width: number;
  height: number;
  /** A small frame: the failure shows its icon only (the text goes to its label). */
  compact?: boolean;
  decoding?: ImgHTMLAttributes<HTMLImageElement>['decoding'];
  onClick?: MouseEventHandler<HTMLImageElement>;
  /** Style of the image (the frame around it is the caller's). */
  imgSx?: SxProps<Theme>;
  /** Extra attributes of the <img> (e.g. data-* for tests and benches). */
  imgAttributes?: Record<`data-${string}`, string>;
}

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * Every student photo of the app: fetched with the token through the shared image cache
 * (minors' personal data: never a bare <img src> to the API), shown from an object URL.
 * Fills its parent, which gives the frame (position: relative) and its size.
 */
const StudentPhotoImage = ({
  uuid,
  size,
  alt,
  lazy = false,
  width,
  height,
  compact = false,
  decoding = 'async',
  onClick,
  imgSx,
  imgAttributes,
}: StudentPhotoImageProps) => {
  const { ref, src, failed, onError } = usePhotoImage(uuid, size, lazy);
  return (
    <Box ref={ref} sx={fill}>
      {failed ? (
        <Box
          role="img"
          aria-label={`${alt} : ${PHOTO_UNAVAILABLE.toLowerCase()}`}
          title={PHOTO_UNAVAILABLE}
          sx={{ ...fill, display: 'grid', placeContent: 'center', justifyItems: 'center', p: 1 }}
        >
          <NoPhotographyOutlinedIcon
            aria-hidden
            sx={{ fontSize: compact ? 20 : 40, color: 'text.disabled' }}
          />
          {!compact && (
            <Typography variant="body2" color="text.secondary" align="center" aria-hidden>
              {PHOTO_UNAVAILABLE}
            </Typography>
          )}
        </Box>
      ) : (
        src && (
          <Box
            component="img"
            src={src}
            alt={alt}
            width={width}
            height={height}
            decoding={decoding}
            draggable={false}
            onClick={onClick}
            onError={onError}
            data-photo-uuid={uuid}
            {...imgAttributes}
            sx={[{ ...fill, objectFit: 'cover' }, ...(Array.isArray(imgSx) ? imgSx : [imgSx])]}
          />
        )
      )}
    </Box>
  );
};

export default StudentPhotoImage;
