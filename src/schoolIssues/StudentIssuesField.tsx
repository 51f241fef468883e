import { Box, Chip, Skeleton } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Student } from '../api/types';
import { ruleLabel } from './ruleLabel';
import { useStudentRules } from '../decision/useStudentRules';

/** A student's issues as chips labelled by their rules (errors in red, warnings in orange). */
const StudentIssuesField = () => {
  const student = useRecordContext<Student>();
  const { data: rules, isPending } = useStudentRules();
  if (!student?.student_issues?.length) return null;
  if (isPending) return <Skeleton component="span" width={120} sx={{ display: 'inline-block' }} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, py: 0.25 }}>
      {student.student_issues.map((ruleId) => {
        const rule = rules?.get(ruleId);
        return (
          <Chip
            key={ruleId}
            component="span"
            size="small"
            variant="outlined"
            label={ruleLabel(rules, ruleId)}
            color={rule?.rule_severity === 'warning' ? 'warning' : 'error'}
          />
        );
      })}
    </Box>
  );
};

export default StudentIssuesField;
