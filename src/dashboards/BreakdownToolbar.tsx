import { MenuItem, Stack, TextField } from '@mui/material';
import SearchField from '../common/SearchField';
import { ROW_SORTS, TARGETS, type RowSort, type Target } from './stateRows';

interface BreakdownToolbarProps {
  target: Target;
  sort: RowSort;
  onSortChange: (sort: RowSort) => void;
  /** With a search field when given. */
  search?: { value: string; onChange: (value: string) => void; label: string };
}

/** Sort (total, rate, name) and search of a breakdown: both kept in the page's URL. */
const BreakdownToolbar = ({ target, sort, onSortChange, search }: BreakdownToolbarProps) => (
  <Stack
    direction="row"
    sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, flex: '1 1 auto' }}
  >
    <TextField
      select
      size="small"
      fullWidth={false}
      label="Trier par"
      value={sort}
      onChange={(event) => onSortChange(event.target.value as RowSort)}
      sx={{ minWidth: 200 }}
    >
      {(Object.keys(ROW_SORTS) as RowSort[]).map((key) => (
        <MenuItem key={key} value={key}>
          {key === 'rate' ? TARGETS[target].rateLabel : ROW_SORTS[key]}
        </MenuItem>
      ))}
    </TextField>
    {search && (
      <SearchField
        fullWidth={false}
        label={search.label}
        value={search.value}
        onSearch={search.onChange}
        sx={{ minWidth: 240, flex: '0 1 320px' }}
      />
    )}
  </Stack>
);

export default BreakdownToolbar;
