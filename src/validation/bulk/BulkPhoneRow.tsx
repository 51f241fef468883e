import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ValidationRule } from '../../api/types';
import { ruleLabel } from '../../schoolIssues/ruleLabel';
import { studentName } from '../../students/studentName';
import { studentShowPath } from '../../students/studentPath';
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
        <MuiLink
          component={Link}
          to={studentShowPath(record.student_idNumber)}
          onClick={(event) => event.stopPropagation()}
          sx={{ fontFamily: 'monospace', fontWeight: 400, whiteSpace: 'nowrap' }}
        >
          {record.student_idNumber}
        </MuiLink>
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
