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
  if (!uuid) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}>
        <Box>
          <NoPhotographyOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography color="text.secondary">Aucune photo</Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
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
      {zoomed && (
        <Typography
          variant="caption"
          role="note"
          sx={{
            position: 'absolute',
            insetInline: 8,
            bottom: 8,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'rgba(0, 0, 0, 0.7)',
            color: '#fff',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          {ZOOM_HINT}
        </Typography>
      )}
    </Box>
  );
};

export default ReviewPhoto;
