import { Box, Typography } from '@mui/material';
import type { ValidationRule } from '../../api/types';
import { ruleLabel } from '../../schoolIssues/ruleLabel';
import { studentName } from '../../students/studentName';
import StudentIdLink from '../../students/StudentIdLink';
import type { Row } from './selection';

interface BulkPhoneRowProps {
  record: Row;
  rules: ReadonlyMap<string, ValidationRule> | undefined;
}

/**
 * A student of the bulk list on a phone, in one cell: who, where, and the rules broken (the
 * table's last column would be off screen).
 */
const BulkPhoneRow = ({ record, rules }: BulkPhoneRowProps) => {
  const broken = (record.student_issues ?? []).map((id) => ruleLabel(rules, id));
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {studentName(record)}{' '}
        <StudentIdLink idNumber={record.student_idNumber} sx={{ fontWeight: 400 }} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[record.student_class, record.school_name].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color={broken.length ? 'error' : 'text.secondary'}>
        {broken.length
          ? `${broken.length > 1 ? 'Règles non respectées' : 'Règle non respectée'} : ${broken.join(' ; ')}`
          : 'Aucune règle non respectée'}
      </Typography>
    </Box>
  );
};

export default BulkPhoneRow;
