import { useEffect, useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useGetList } from 'react-admin';
import type { Dren, School } from '../api/types';
import { useStudentRules } from '../schoolIssues/useStudentRules';
import { useApiCall } from '../students/useApiCall';
import { TARGET_LABELS, type Target } from './labels';
import type { QueueFilters } from './queueFilters';

const SEARCH_DELAY_MS = 400;

interface QueueFiltersBarProps {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
}

/** The queue's filters: target, DREN then one of its schools, class, rule, name or matricule. */
const QueueFiltersBar = ({ filters, onChange }: QueueFiltersBarProps) => {
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch });
  const drens = useGetList<Dren & { id: number }>('dren', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'dren_name', order: 'ASC' },
  });
  const schools = useGetList<School & { id: number }>(
    'school',
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'school_name', order: 'ASC' },
      filter: { dren_id: filters.dren_id },
    },
    { enabled: Boolean(filters.dren_id) },
  );
  const classes = useApiCall<{ classes: string[] }>('config.dsps', {}).data?.classes ?? [];
  const rules = [...(useStudentRules().data?.values() ?? [])];
  const dren = drens.data?.find((d) => String(d.dren_id) === filters.dren_id) ?? null;
  const school = schools.data?.find((s) => String(s.school_id) === filters.school_id) ?? null;

  const [search, setSearch] = useState(filters.q ?? '');
  useEffect(() => {
    if ((filters.q ?? '') === search.trim()) return;
    const timer = setTimeout(() => set({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- debounce on what is typed
  }, [search]);

  const hasFilters = Boolean(
    filters.dren_id || filters.school_id || filters.student_class || filters.rule || filters.q,
  );

  return (
    <Box
      role="search"
      aria-label="Filtres de la file"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filters.target}
        aria-label="À valider"
        onChange={(_, value: Target | null) => value && set({ target: value })}
      >
        {(['data', 'photo'] as const).map((target) => (
          <ToggleButton key={target} value={target}>
            {TARGET_LABELS[target]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Autocomplete
        size="small"
        sx={{ width: 220 }}
        options={drens.data ?? []}
        loading={drens.isPending}
        value={dren}
        getOptionLabel={(option) => option.dren_name}
        isOptionEqualToValue={(a, b) => a.dren_id === b.dren_id}
        onChange={(_, value) =>
          set({ dren_id: value ? String(value.dren_id) : undefined, school_id: undefined })
        }
        renderInput={(params) => <TextField {...params} label="DREN" />}
        noOptionsText="Aucune DREN"
      />
      <Autocomplete
        size="small"
        sx={{ width: 260 }}
        options={schools.data ?? []}
        loading={schools.isPending && Boolean(filters.dren_id)}
        disabled={!filters.dren_id}
        value={school}
        getOptionLabel={(option) => option.school_name}
        isOptionEqualToValue={(a, b) => a.school_id === b.school_id}
        onChange={(_, value) => set({ school_id: value ? String(value.school_id) : undefined })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="École"
            placeholder={filters.dren_id ? undefined : 'Choisissez d’abord une DREN'}
          />
        )}
        noOptionsText="Aucune école"
      />
      <TextField
        select
        size="small"
        label="Classe"
        sx={{ width: 130 }}
        value={filters.student_class ?? ''}
        onChange={(event) => set({ student_class: event.target.value || undefined })}
      >
        <MenuItem value="">Toutes</MenuItem>
        {[...new Set([...(filters.student_class ? [filters.student_class] : []), ...classes])].map(
          (name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ),
        )}
      </TextField>
      <TextField
        select
        size="small"
        label="Règle non respectée"
        sx={{ width: 240 }}
        value={rules.length || !filters.rule ? (filters.rule ?? '') : ''}
        onChange={(event) => set({ rule: event.target.value || undefined })}
      >
        <MenuItem value="">Toutes</MenuItem>
        {rules.map((rule) => (
          <MenuItem key={rule.rule_id} value={rule.rule_id}>
            {rule.rule_label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label="Nom ou matricule"
        sx={{ width: 220 }}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {hasFilters && (
        <Button
          onClick={() => {
            setSearch('');
            onChange({ target: filters.target });
          }}
        >
          Effacer les filtres
        </Button>
      )}
    </Box>
  );
};

export default QueueFiltersBar;
