import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { photoUrl } from '../api/photoUrl';

interface PhotoDialogProps {
  uuid: string | undefined;
  title: string;
  onClose: () => void;
}

/** A photo in full size (600×750), over the page. */
const PhotoDialog = ({ uuid, title, onClose }: PhotoDialogProps) => (
  <Dialog open={Boolean(uuid)} onClose={onClose} aria-labelledby="photo-dialog-title">
    <DialogTitle id="photo-dialog-title">{title}</DialogTitle>
    <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
      {uuid && (
        <Box
          component="img"
          src={photoUrl(uuid, 'fullsize')}
          alt={title}
          width={600}
          height={750}
          sx={{
            maxWidth: '100%',
            maxHeight: '70vh',
            width: 'auto',
            height: 'auto',
            aspectRatio: '600 / 750',
            borderRadius: 1,
          }}
        />
      )}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        Fermer
      </Button>
    </DialogActions>
  </Dialog>
);

export default PhotoDialog;
