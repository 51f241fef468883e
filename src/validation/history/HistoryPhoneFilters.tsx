import { useState } from 'react';
import { Box } from '@mui/material';
import { FilterForm, useListContext } from 'react-admin';
import FiltersButton from '../../common/FiltersButton';
import FiltersDrawer from '../../common/FiltersDrawer';
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
      <FiltersDrawer
        open={open}
        onClose={close}
        title="Filtres de l’historique"
        showLabel="Voir les décisions"
        onClear={count > 0 ? () => setFilters({}, []) : undefined}
      >
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
      </FiltersDrawer>
    </Box>
  );
};

export default HistoryPhoneFilters;
