import { Box } from '@mui/material';
import NoPhotographyOutlinedIcon from '@mui/icons-material/NoPhotographyOutlined';

/** Where a student's photo would be, when there is none. */
const PhotoPlaceholder = ({ width, height }: { width: number; height: number }) => (
  <Box
    role="img"
    aria-label="Pas de photo"
    sx={{
      width,
      height,
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      borderRadius: 1,
      bgcolor: 'action.hover',
      color: 'text.disabled',
    }}
  >
    <NoPhotographyOutlinedIcon fontSize={width < 60 ? 'small' : 'large'} />
  </Box>
);

export default PhotoPlaceholder;
