import { MenuItem, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Dren } from '../api/types';
import { choicesFailedProps, DREN_LIST } from '../common/choicesFailed';

interface DrenSelectProps {
  value?: number;
  /** The DREN picked, or undefined for 'Toutes les DREN'. */
  onChange: (drenId: number | undefined) => void;
  /**
   * Whether 'Toutes les DREN' may be picked: it opens the national dashboard, which refuses a
   * user without the statistics roles (the field then asks to pick a DREN instead).
   */
  allowAll?: boolean;
}

const ALL = '';

/** Picks one DREN (all ~40 on one page, by name) or 'Toutes les DREN'. */
const DrenSelect = ({ value, onChange, allowAll = true }: DrenSelectProps) => {
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Dren & { id: number }>('dren', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'dren_name', order: 'ASC' },
  });
  // The current DREN stays selectable while the list loads, so the field never goes blank.
  const known = value === undefined || data.some((dren) => dren.dren_id === value);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label="DREN"
      value={value === undefined ? ALL : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      disabled={isPending && value === undefined}
      {...choicesFailedProps(DREN_LIST, error)}
      // 'Toutes les DREN' is a value to read, not an empty field under its label. Busy while
      // the DRENs load: the field is about to change (enabled, its choices).
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, SelectDisplayProps: { 'aria-busy': isPending } },
      }}
      sx={{ width: { xs: '100%', sm: 280 } }}
    >
      <MenuItem value={ALL} disabled={!allowAll}>
        {allowAll ? 'Toutes les DREN' : 'Choisissez une DREN'}
      </MenuItem>
      {!known && <MenuItem value={String(value)}>{`DREN n° ${value}`}</MenuItem>}
      {data.map((dren) => (
        <MenuItem key={dren.dren_id} value={String(dren.dren_id)}>
          {dren.dren_name}
        </MenuItem>
      ))}
    </TextField>
  );
};

export default DrenSelect;
