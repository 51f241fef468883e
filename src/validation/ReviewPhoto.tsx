import { Box, Typography } from '@mui/material';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';
import StudentPhotoImage from '../photos/StudentPhotoImage';

interface ReviewPhotoProps {
  uuid: string | null;
  name: string;
  zoomed: boolean;
  onToggleZoom: () => void;
}

/**
 * The full-size photo under review, in a 4:5 frame. It was decoded ahead (photoPreload), so
 * it is painted synchronously with the record. Zoomed, it doubles and scrolls in its frame.
 */
const ReviewPhoto = ({ uuid, name, zoomed, onToggleZoom }: ReviewPhotoProps) => {
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
    <Box sx={frame}>
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
  );
};

export default ReviewPhoto;
