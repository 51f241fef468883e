import { useCallback, useState, type ReactNode } from 'react';
import { Box, Chip, IconButton, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import FiltersButton from '../common/FiltersButton';
import { useNarrowScreen } from '../common/useNarrowScreen';
import { TARGET_LABELS, type Target } from '../decision/labels';
import type { QueueFilters } from '../decision/queueFilters';
import QueueFiltersDrawer from './QueueFiltersDrawer';
import QueueSearchField from './QueueSearchField';
import { leaveField, useQueueFilterOptions } from './useQueueFilterOptions';

interface QueueFiltersBarProps {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
  /** Keys of the record behind the drawer: pressed there, they close it and act. */
  passKeys?: readonly string[];
  /** More in the drawer, below the fields (the review's rules). */
  children?: ReactNode;
}

/**
 * The queue's filters on one line: what to validate, the search (beside, on a wide screen),
 * and « Filtres » with what is chosen as chips; the fields themselves are in a drawer.
 */
const QueueFiltersBar = ({ filters, onChange, passKeys, children }: QueueFiltersBarProps) => {
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const options = useQueueFilterOptions(filters);
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch });
  const clear = () => onChange({ target: filters.target });
  const chips = [
    options.dren && {
      label: options.dren.dren_name,
      drop: { dren_id: undefined, school_id: undefined },
    },
    filters.school_id && {
      label: options.school?.school_name ?? `École ${filters.school_id}`,
      drop: { school_id: undefined },
    },
    filters.student_class && { label: filters.student_class, drop: { student_class: undefined } },
    filters.rule && { label: options.rule?.rule_label ?? filters.rule, drop: { rule: undefined } },
    filters.q && narrow && { label: `« ${filters.q} »`, drop: { q: undefined } },
  ].filter((chip) => !!chip);
  const count = chips.length + (filters.dren_id && !options.dren ? 1 : 0);

  return (
    <Box
      role="search"
      aria-label="Filtres de la file"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filters.target}
        aria-label="À valider"
        onChange={(_, value: Target | null) => {
          if (value) set({ target: value });
          leaveField();
        }}
      >
        {(['data', 'photo'] as const).map((target) => (
          <ToggleButton key={target} value={target}>
            {TARGET_LABELS[target]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!narrow && <QueueSearchField value={filters.q} onSearch={(q) => set({ q })} />}
      <FiltersButton count={count} onClick={() => setOpen(true)} />
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          label={chip.label}
          size="small"
          onDelete={() => set(chip.drop)}
          sx={{ maxWidth: narrow ? 160 : 220 }}
        />
      ))}
      {count > 0 && !narrow && (
        <Tooltip title="Effacer les filtres">
          <IconButton size="small" aria-label="Effacer les filtres" onClick={clear}>
            <FilterListOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <QueueFiltersDrawer
        open={open}
        onClose={close}
        filters={filters}
        options={options}
        set={set}
        onClear={count > 0 ? clear : undefined}
        passKeys={passKeys}
      >
        {children}
      </QueueFiltersDrawer>
    </Box>
  );
};

export default QueueFiltersBar;
