import { useLayoutEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import StudentPhotoImage from '../photos/StudentPhotoImage';

interface ReviewPhotoProps {
  uuid: string | null;
  name: string;
  zoomed: boolean;
  onToggleZoom: () => void;
}

export const ZOOM_HINT = 'Photo agrandie : faites-la défiler pour la déplacer (Z pour revenir).';

/** Told apart from « Photo précédente », over the photo's corner so that it takes no height. */
export const CURRENT_PHOTO = 'Photo actuelle';

const OVER_PHOTO = {
  position: 'absolute',
  px: 1,
  py: 0.5,
  borderRadius: 1,
  bgcolor: 'rgba(0, 0, 0, 0.7)',
  color: '#fff',
  pointerEvents: 'none',
} as const;

/**
 * Zoomed, the frame's view is centred on the photo: the API knows no face position, and an
 * identity photo has the face at its centre. The width and height attributes give the image
 * its size before it is decoded, so the centre is known at once.
 */
const useCentredZoom = (zoomed: boolean) => {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!zoomed || !box) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
  }, [zoomed]);
  return frame;
};

/**
 * The full-size photo under review, in a 4:5 frame. It was decoded ahead (photoPreload), so
 * it is painted synchronously with the record. Zoomed, it doubles, centred, and scrolls in
 * its frame, which says so.
 */
const ReviewPhoto = ({ uuid, name, zoomed, onToggleZoom }: ReviewPhotoProps) => {
  const frameRef = useCentredZoom(zoomed);
  const frame = {
    position: 'relative',
    aspectRatio: '4 / 5',
    width: '100%',
    bgcolor: 'action.hover',
    borderRadius: 1,
    overflow: zoomed ? 'auto' : 'hidden',
  } as const;
  const caption = (
    <Typography component="figcaption" variant="caption" sx={{ ...OVER_PHOTO, top: 8, left: 8 }}>
      {CURRENT_PHOTO}
    </Typography>
  );
  if (!uuid) {
    return (
      <Box component="figure" sx={{ position: 'relative', m: 0 }}>
        <Box sx={{ ...frame, display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
          <Box>
            <NoPhotographyOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography color="text.secondary">Aucune photo</Typography>
          </Box>
        </Box>
        {caption}
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ position: 'relative', m: 0 }}>
      <Box ref={frameRef} sx={frame}>
        <StudentPhotoImage
          key={uuid}
          uuid={uuid}
          size="fullsize"
          alt={`Photo de ${name}${zoomed ? ' (agrandie)' : ''}`}
          width={600}
          height={750}
          decoding="sync"
          onClick={onToggleZoom}
          imgAttributes={{ 'data-review-photo': uuid }}
          imgSx={{
            position: 'static',
            display: 'block',
            width: zoomed ? '200%' : '100%',
            maxWidth: 'none',
            height: 'auto',
            cursor: zoomed ? 'zoom-out' : 'zoom-in',
          }}
        />
      </Box>
      {caption}
      {zoomed && (
        <Typography
          variant="caption"
          role="note"
          sx={{ ...OVER_PHOTO, insetInline: 8, bottom: 8, textAlign: 'center' }}
        >
          {ZOOM_HINT}
        </Typography>
      )}
    </Box>
  );
};

export default ReviewPhoto;
