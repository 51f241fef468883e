import { useState } from 'react';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FilterForm, useListContext } from 'react-admin';
import FiltersButton from '../../common/FiltersButton';
import { historyFilters } from './historyFilters';

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The history's filters on a phone: six fields would fill the first screen, so they wait in a
 * drawer behind « Filtres », which counts the active ones. Each applies as it is chosen.
 */
const HistoryPhoneFilters = () => {
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const count = Object.values(filterValues ?? {}).filter(isSet).length;
  return (
    <Box sx={{ py: 1 }}>
      <FiltersButton count={count} onClick={() => setOpen(true)} />
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            'aria-labelledby': 'history-filters-title',
            role: 'dialog',
            sx: { maxHeight: '85dvh' },
          },
        }}
      >
        <Stack spacing={1} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id="history-filters-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              Filtres de l’historique
            </Typography>
            <IconButton aria-label="Fermer les filtres" onClick={close}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box
            sx={{
              '& .RaFilterForm-root, & form': {
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr)',
              },
              '& .RaFilterFormInput-body, & .MuiFormControl-root': { width: '100%' },
              '& .RaFilterFormInput-spacer': { display: 'none' },
            }}
          >
            <FilterForm filters={historyFilters} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {count > 0 && <Button onClick={() => setFilters({}, [])}>Effacer les filtres</Button>}
            <Button variant="contained" onClick={close}>
              Voir les décisions
            </Button>
          </Box>
        </Stack>
      </Drawer>
    </Box>
  );
};

export default HistoryPhoneFilters;
