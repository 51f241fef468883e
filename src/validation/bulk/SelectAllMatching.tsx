import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { formatCount } from '../../students/format';
import { BULK_SELECT_LIMIT, students } from './bulkTexts';
import { remember, type RecordBook, type Row } from './selection';

/**
 * « Tout sélectionner »: every record matching the filters, across pages, up to
 * BULK_SELECT_LIMIT in the list's order; the button says which. react-admin's own button
 * selects into a store a list without storeKey never reads (its count stayed at the page).
 */
const SelectAllMatching = ({ book }: { book: RecordBook }) => {
  const { total, selectedIds, onSelect, sort, filter, filterValues, resource } =
    useListContext<Row>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  if (total == null || total === 0) return null;
  const reachable = Math.min(total, BULK_SELECT_LIMIT);
  if (selectedIds.length >= reachable) {
    return total > BULK_SELECT_LIMIT ? (
      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {`Au plus ${students(BULK_SELECT_LIMIT)} à la fois, sur ${formatCount(total)}`}
      </Typography>
    ) : null;
  }
  const selectAll = async () => {
    setLoading(true);
    try {
      const { data } = await dataProvider.getList<Row>(resource, {
        pagination: { page: 1, perPage: BULK_SELECT_LIMIT },
        sort,
        filter: { ...filterValues, ...filter },
      });
      remember(book, data);
      onSelect(data.map((row) => row.id));
    } catch (error) {
      notify(`La sélection n’a pas pu être faite : ${(error as Error).message}`, {
        type: 'error',
      });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="small"
      disabled={loading}
      onClick={() => void selectAll()}
      sx={{ ml: 1, textAlign: 'left' }}
    >
      {total > BULK_SELECT_LIMIT
        ? `Sélectionner les ${formatCount(BULK_SELECT_LIMIT)} premiers (sur ${formatCount(total)})`
        : `Tout sélectionner (${formatCount(total)})`}
    </Button>
  );
};

export default SelectAllMatching;
