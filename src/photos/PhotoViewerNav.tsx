import { Box, Button, DialogActions, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { PhotoViewerState } from './usePhotoViewer';

/** On phones the buttons keep only their arrow (their aria-label still names them). */
const LABEL_SX = { display: { xs: 'none', sm: 'inline' } };

const count = (value: number) => value.toLocaleString('fr-FR');

/** Previous / next buttons (the arrow keys do the same) and the photo's position. */
const PhotoViewerNav = ({ viewer }: { viewer: PhotoViewerState }) => (
  <DialogActions data-toast-clearance sx={{ justifyContent: 'space-between', gap: 1 }}>
    <Button
      onClick={viewer.previous}
      disabled={!viewer.hasPrevious}
      startIcon={<ChevronLeftIcon />}
      aria-label="Photo précédente"
      aria-keyshortcuts="ArrowLeft"
    >
      <Box component="span" sx={LABEL_SX}>
        Précédente
      </Box>
    </Button>
    <Typography variant="body2" color="text.secondary" aria-live="polite" noWrap>
      {viewer.position !== undefined && viewer.total !== undefined
        ? `${count(viewer.position)} sur ${count(viewer.total)}`
        : ''}
    </Typography>
    <Button
      onClick={viewer.next}
      disabled={!viewer.hasNext}
      endIcon={<ChevronRightIcon />}
      aria-label="Photo suivante"
      aria-keyshortcuts="ArrowRight"
    >
      <Box component="span" sx={LABEL_SX}>
        Suivante
      </Box>
    </Button>
  </DialogActions>
);

export default PhotoViewerNav;
