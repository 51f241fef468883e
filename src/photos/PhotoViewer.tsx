import { useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNarrowScreen } from '../common/useNarrowScreen';
import PhotoDecision from './PhotoDecision';
import PhotoDetails from './PhotoDetails';
import PhotoImage from './PhotoImage';
import PhotoViewerNav from './PhotoViewerNav';
import type { PhotoViewerState } from './usePhotoViewer';

const TITLE_ID = 'photo-viewer-title';
/** As wide as the column allows while the whole photo (4:5) fits the screen's height. */
const IMAGE_WIDTH = 'min(100%, calc((100vh - 220px) * 0.8))';

/** After closing, the focus goes back to the tile of the last photo seen. */
const focusTile = (id: number | undefined) =>
  document.querySelector<HTMLElement>(`[data-photo-tile="${id}"]`)?.focus();

/**
 * The fullsize viewer: a dialog (full screen on phones) with the photo and its details.
 * ArrowLeft/ArrowRight move like the buttons, Escape closes; MUI keeps the focus inside.
 */
interface PhotoViewerProps {
  viewer: PhotoViewerState;
  /** 'Voir la fiche de l'élève' (not on the student's own page). */
  studentLink?: boolean;
}

const PhotoViewer = ({ viewer, studentLink = true }: PhotoViewerProps) => {
  const fullScreen = useNarrowScreen();
  // The last photo stays on screen while the next one loads and while the dialog closes.
  const [shown, setShown] = useState(viewer.photo);
  if (viewer.photo && viewer.photo !== shown) setShown(viewer.photo);
  const loading = viewer.open && !viewer.photo && !viewer.failed;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') viewer.previous();
    else if (event.key === 'ArrowRight') viewer.next();
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={viewer.open}
      onClose={viewer.close}
      onKeyDown={onKeyDown}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => focusTile(shown?.id) } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ pr: 7 }} noWrap>
        {shown && !viewer.failed ? shown.student_fullName : 'Photo'}
      </DialogTitle>
      <IconButton
        aria-label="Fermer"
        onClick={viewer.close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <LinearProgress
        aria-label="Chargement de la photo"
        sx={{ visibility: loading ? 'visible' : 'hidden' }}
      />
      <DialogContent dividers sx={{ borderTop: 0 }}>
        {viewer.failed ? (
          <Alert severity="error">Photo introuvable : elle a peut-être été supprimée.</Alert>
        ) : (
          shown && (
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 2, md: 3 },
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <PhotoImage
                key={shown.photo_uuid}
                photo={shown}
                size="fullsize"
                sx={{ borderRadius: 1, width: IMAGE_WIDTH, mx: 'auto' }}
              />
              <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
                <PhotoDecision key={shown.photo_id} photo={shown} />
                <PhotoDetails photo={shown} studentLink={studentLink} />
              </Box>
            </Box>
          )
        )}
      </DialogContent>
      <PhotoViewerNav viewer={viewer} />
    </Dialog>
  );
};

export default PhotoViewer;
