import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import type { ValidationRule } from '../api/types';

/** The validation rules (GET /api/validation/studentRules, admin/control), by rule id. */
export const useStudentRules = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['validation.studentRules'],
    queryFn: async ({ signal }) => {
      const rules = await dataProvider.call<ValidationRule[]>('validation.studentRules', {
        signal,
      });
      return new Map(rules.map((rule) => [rule.rule_id, rule]));
    },
    staleTime: 10 * 60 * 1000,
  });
};
