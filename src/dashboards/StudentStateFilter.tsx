import { Skeleton, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ValidationState } from '../api/types';
import { formatCount } from './format';
import { STACK, STATE_LABELS } from './stateRows';

export interface StudentCounts {
  total: number;
  validated: number;
  pending: number;
  rejected: number;
}

interface StudentStateFilterProps {
  value?: ValidationState;
  onChange: (state: ValidationState | undefined) => void;
  /** Undefined while they load, null when they could not be read (the labels go alone). */
  counts?: StudentCounts | null;
}

const ALL = 'all';

/** 'Tous (48) · Validés (30) · En attente (10) · Rejetés (8)': the state shown, in the URL. */
const StudentStateFilter = ({ value, onChange, counts }: StudentStateFilterProps) => {
  const label = (text: string, count: number | undefined) => {
    if (counts === null) return text;
    return (
      <>
        {text}&nbsp;
        {count === undefined ? <Skeleton width={24} /> : `(${formatCount(count)})`}
      </>
    );
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value ?? ALL}
      onChange={(_, next: string | null) => {
        if (next) onChange(next === ALL ? undefined : (next as ValidationState));
      }}
      aria-label="État des élèves affichés"
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
    >
      <ToggleButton value={ALL}>{label('Tous', counts?.total)}</ToggleButton>
      {STACK.map((state) => (
        <ToggleButton key={state} value={state}>
          {label(STATE_LABELS[state], counts?.[state])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

export default StudentStateFilter;
