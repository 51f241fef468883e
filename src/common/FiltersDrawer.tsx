import { useId, type ReactNode } from 'react';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNarrowScreen } from './useNarrowScreen';

interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The closing button's text: what the user goes back to (« Voir la file »). */
  showLabel: string;
  /** « Effacer les filtres », when some are chosen. */
  onClear?: () => void;
  children: ReactNode;
}

/**
 * Filters in a drawer (from the right, from the bottom on a phone), each applied as chosen:
 * a title, the fields, then « Effacer les filtres » and a button back to the results.
 */
const FiltersDrawer = ({
  open,
  onClose,
  title,
  showLabel,
  onClear,
  children,
}: FiltersDrawerProps) => {
  const narrow = useNarrowScreen();
  const titleId = useId();
  return (
    <Drawer
      anchor={narrow ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: narrow ? '100%' : 440, maxHeight: narrow ? '85dvh' : undefined },
        },
      }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label="Fermer les filtres" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {onClear && <Button onClick={onClear}>Effacer les filtres</Button>}
          <Button variant="contained" onClick={onClose}>
            {showLabel}
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
};

export default FiltersDrawer;
