import { Box } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';
import type { Dren } from '../api/types';
import EmptyState from '../common/EmptyState';
import { formatCount } from '../common/numbers';
import ValidatedShareField from '../schools/ValidatedShareField';

/** DRENs as a simple list (under 768px): name, code and city, counts, validated share. */
const DrenSimpleList = () => (
  <SimpleList<Dren & RaRecord>
    rowClick="show"
    primaryText={(dren) => dren.dren_name}
    secondaryText={(dren) => (
      <>
        {dren.dren_code} · {dren.dren_city}
        <br />
        {formatCount(dren.dren_schoolCount)} écoles · {formatCount(dren.dren_studentCount)} élèves
        <Box component="span" sx={{ display: 'flex', mt: 0.5 }}>
          <ValidatedShareField
            validatedSource="dren_validatedCount"
            totalSource="dren_studentCount"
          />
        </Box>
      </>
    )}
    empty={<EmptyState message="Aucune DREN ne correspond à cette recherche." />}
  />
);

export default DrenSimpleList;
