import { useGetList } from 'react-admin';
import type { Dren, School } from '../api/types';
import { useStudentRules } from '../decision/useStudentRules';
import { useApiCall } from '../common/useApiCall';
import type { QueueFilters } from '../decision/queueFilters';

/** What the queue's filters offer (DREN, the DREN's schools, classes, rules) and the picked ones. */
export const useQueueFilterOptions = (filters: QueueFilters) => {
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
  const classes = useApiCall<{ classes: string[] }>('config.dsps', {});
  const rules = useStudentRules().data;
  return {
    drens,
    schools,
    classes: classes.data?.classes ?? [],
    classesError: classes.error,
    retryClasses: () => void classes.refetch(),
    rules: [...(rules?.values() ?? [])],
    dren: drens.data?.find((d) => String(d.dren_id) === filters.dren_id) ?? null,
    school: schools.data?.find((s) => String(s.school_id) === filters.school_id) ?? null,
    rule: filters.rule ? (rules?.get(filters.rule) ?? null) : null,
  };
};

export type QueueFilterOptions = ReturnType<typeof useQueueFilterOptions>;

/** Focus leaves a field once its choice is made, so the queue's single keys act again. */
export const leaveField = () => {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.blur();
};
