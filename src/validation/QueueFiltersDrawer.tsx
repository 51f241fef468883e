import { useEffect, type ReactNode } from 'react';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNarrowScreen } from '../common/useNarrowScreen';
import QueueFilterFields from './QueueFilterFields';
import type { QueueFilters } from '../decision/queueFilters';
import QueueSearchField from './QueueSearchField';
import { reviewKeyOf } from './useReviewKeys';
import type { QueueFilterOptions } from './useQueueFilterOptions';

interface QueueFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  filters: QueueFilters;
  options: QueueFilterOptions;
  set: (patch: Partial<QueueFilters>) => void;
  onClear?: () => void;
  /** Keys that act on the record behind: pressed outside a field, they close the drawer first. */
  passKeys?: readonly string[];
  children?: ReactNode;
}

/** The queue's filters beside the record (below it on a phone), each applied as chosen. */
const QueueFiltersDrawer = (props: QueueFiltersDrawerProps) => {
  const { open, onClose, filters, options, set, onClear, passKeys, children } = props;
  const narrow = useNarrowScreen();
  useEffect(() => {
    if (!open || !passKeys) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = reviewKeyOf(event);
      if (key === 'undo' || (key && passKeys.includes(key))) onClose();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open, passKeys, onClose]);
  return (
    <Drawer
      anchor={narrow ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': 'queue-filters-title',
          role: 'dialog',
          sx: { width: narrow ? '100%' : 440, maxHeight: narrow ? '85dvh' : undefined },
        },
      }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="queue-filters-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Filtres de la file
          </Typography>
          <IconButton aria-label="Fermer les filtres" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {narrow && <QueueSearchField value={filters.q} onSearch={(q) => set({ q })} fullWidth />}
        <QueueFilterFields filters={filters} options={options} set={set} />
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {onClear && <Button onClick={onClear}>Effacer les filtres</Button>}
          <Button variant="contained" onClick={onClose}>
            Voir la file
          </Button>
        </Box>
      </Stack>
    </Drawer>
  );
};

export default QueueFiltersDrawer;
