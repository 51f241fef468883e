import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { CLASS_LIST, choicesFailedProps, DREN_LIST, SCHOOL_LIST } from '../common/choicesFailed';
import type { QueueFilters } from '../decision/queueFilters';
import { leaveField, type QueueFilterOptions } from './useQueueFilterOptions';

interface QueueFilterFieldsProps {
  filters: QueueFilters;
  options: QueueFilterOptions;
  set: (patch: Partial<QueueFilters>) => void;
}

/**
 * DREN, then one of its schools, class and broken rule: each choice leaves its field. A list
 * that failed to load says so under its field, and is asked again when the field opens.
 */
const QueueFilterFields = ({ filters, options, set }: QueueFilterFieldsProps) => {
  const choose = (patch: Partial<QueueFilters>) => {
    set(patch);
    leaveField();
  };
  const { drens, schools, classes, classesError, retryClasses, rules } = options;
  return (
    <>
      <Autocomplete
        size="small"
        options={drens.data ?? []}
        loading={drens.isPending || drens.isRefetching}
        onOpen={() => drens.error && drens.refetch()}
        value={options.dren}
        getOptionLabel={(option) => option.dren_name}
        isOptionEqualToValue={(a, b) => a.dren_id === b.dren_id}
        onChange={(_, value) =>
          choose({ dren_id: value ? String(value.dren_id) : undefined, school_id: undefined })
        }
        renderInput={(params) => (
          <TextField {...params} label="DREN" {...choicesFailedProps(DREN_LIST, drens.error)} />
        )}
        noOptionsText="Aucune DREN"
      />
      <Autocomplete
        size="small"
        options={schools.data ?? []}
        loading={(schools.isPending || schools.isRefetching) && Boolean(filters.dren_id)}
        onOpen={() => schools.error && schools.refetch()}
        disabled={!filters.dren_id}
        value={options.school}
        getOptionLabel={(option) => option.school_name}
        isOptionEqualToValue={(a, b) => a.school_id === b.school_id}
        onChange={(_, value) => choose({ school_id: value ? String(value.school_id) : undefined })}
        renderInput={(params) => (
          <TextField
            {...params}
            label="École"
            placeholder={filters.dren_id ? undefined : 'Choisissez d’abord une DREN'}
            {...choicesFailedProps(SCHOOL_LIST, schools.error)}
          />
        )}
        noOptionsText="Aucune école"
      />
      <TextField
        select
        size="small"
        label="Classe"
        {...choicesFailedProps(CLASS_LIST, classesError)}
        slotProps={{ select: { onOpen: () => classesError && retryClasses() } }}
        value={filters.student_class ?? ''}
        onChange={(event) => choose({ student_class: event.target.value || undefined })}
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
        value={rules.length || !filters.rule ? (filters.rule ?? '') : ''}
        onChange={(event) => choose({ rule: event.target.value || undefined })}
      >
        <MenuItem value="">Toutes</MenuItem>
        {rules.map((rule) => (
          <MenuItem key={rule.rule_id} value={rule.rule_id}>
            {rule.rule_label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};

export default QueueFilterFields;
