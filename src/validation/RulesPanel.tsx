import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import type { ValidationRule } from '../api/types';
import RetryAlert from '../common/RetryAlert';
import { useStudentRules } from '../decision/useStudentRules';
import { formatCount } from '../students/format';
import { FIELD_LABELS, SEVERITY_LABELS } from './fieldLabels';
import { queueParams, type QueueFilters } from '../decision/queueFilters';

/** How many records of the queue (these filters, any rule) break each rule. */
const useRuleCounts = (rules: ValidationRule[], filters: QueueFilters) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const params = queueParams({ ...filters, rule: undefined });
  return useQueries({
    queries: rules.map((rule) => ({
      queryKey: ['validation', 'ruleCount', rule.rule_id, params],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { total } = await dataProvider.getList('validation', {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'student_lastName', order: 'ASC' },
          filter: { ...params, student_issues: rule.rule_id },
          signal,
        });
        return total ?? 0;
      },
      staleTime: 30_000,
    })),
  });
};

/** The rules in French, what each checks, and how many students of the queue break it. */
const RulesPanel = ({
  filters,
  onPickRule,
}: {
  filters: QueueFilters;
  onPickRule: (ruleId: string | undefined) => void;
}) => {
  const rulesQuery = useStudentRules();
  const rules = [...(rulesQuery.data?.values() ?? [])];
  const counts = useRuleCounts(rules, filters);
  return (
    <Accordion
      disableGutters
      defaultExpanded={false}
      component="section"
      aria-label="Règles de validation"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Règles de validation
          {filters.rule && rulesQuery.data?.get(filters.rule)
            ? ` — filtre : ${rulesQuery.data.get(filters.rule)!.rule_label}`
            : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ overflowX: 'auto' }}>
        {rulesQuery.isError && (
          <RetryAlert onRetry={rulesQuery.refetch}>
            Règles indisponibles : {rulesQuery.error.message}
          </RetryAlert>
        )}
        {rulesQuery.isPending && <Skeleton height={120} />}
        {rules.length > 0 && (
          <Table size="small" aria-label="Règles de validation">
            <TableHead>
              <TableRow>
                <TableCell>Règle</TableCell>
                <TableCell>Vérifie</TableCell>
                <TableCell>Gravité</TableCell>
                <TableCell align="right">Élèves de la file</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.map((rule, index) => {
                const count = counts[index];
                const active = filters.rule === rule.rule_id;
                return (
                  <TableRow key={rule.rule_id} selected={active}>
                    <TableCell>{rule.rule_label}</TableCell>
                    <TableCell>{FIELD_LABELS[rule.rule_field] ?? rule.rule_field}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={rule.rule_severity === 'error' ? 'error' : 'warning'}
                        label={SEVERITY_LABELS[rule.rule_severity]}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {count?.isPending
                        ? '…'
                        : count?.isError
                          ? '—'
                          : formatCount(count?.data ?? 0)}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        onClick={() => onPickRule(active ? undefined : rule.rule_id)}
                      >
                        {active ? 'Toutes les règles' : 'Filtrer'}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </AccordionDetails>
    </Accordion>
  );
};

export default RulesPanel;
