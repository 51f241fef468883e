import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from './columns';
import { formatCount } from './format';
import type { StateRow } from './stateRows';

/**
 * 'File de validation': where photos are pending, a link into the validation queue filtered
 * the same way (the row's DREN or school); not exported.
 */
export const queueColumn = <R extends StateRow>(queuePath: (row: R) => string): Column<R> => ({
  header: 'File de validation',
  render: (row, total) =>
    total || row.pending === 0 ? (
      ''
    ) : (
      <Link
        component={RouterLink}
        to={queuePath(row)}
        underline="hover"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {`Valider ${formatCount(row.pending)} photo${row.pending > 1 ? 's' : ''}`}
      </Link>
    ),
});

/** Students without a photo yet (photo breakdowns). */
export const WITHOUT_PHOTO: Column<StateRow> = {
  header: 'Sans photo',
  numeric: true,
  render: (row) => formatCount(row.students - row.total),
  csv: (row) => row.students - row.total,
};
