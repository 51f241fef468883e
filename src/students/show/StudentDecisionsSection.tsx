import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { StudentValidation } from '../../api/types';
import { canSee } from '../../auth/access';
import { useUserRoles } from '../../auth/useUserRoles';
import SectionCard from './SectionCard';
import { formatDateTime } from '../format';
import { useApiCall } from '../../common/useApiCall';
import DecisionChip from '../../decision/DecisionChip';
import { TARGET_LABELS } from '../../decision/labels';

const TITLE = 'Décisions de validation';

/** The student page's section: the validation decisions taken on this student (admin, control). */
const StudentDecisionsSection = ({ idNumber }: { idNumber: string }) => {
  const roles = useUserRoles();
  const allowed = roles !== undefined && canSee(['admin', 'control'], roles);
  const query = useApiCall<StudentValidation[]>(
    'validation.list',
    { student_idNumber: idNumber, perPage: 100 },
    { enabled: allowed },
  );
  if (!allowed) return null;
  // A wide table: it spans the student page's two columns.
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <SectionCard
        title={TITLE}
        query={query}
        empty="Aucune décision de validation pour cet élève."
        isEmpty={(decisions) => decisions.length === 0}
      >
        {(decisions) => (
          <Table size="small" aria-label={TITLE}>
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Cible</TableCell>
                <TableCell>Décision</TableCell>
                <TableCell>Par</TableCell>
                <TableCell>Motif</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {decisions.map((decision) => (
                <TableRow key={decision.validation_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(decision.validation_at)}
                  </TableCell>
                  <TableCell>{TARGET_LABELS[decision.validation_target]}</TableCell>
                  <TableCell>
                    <DecisionChip state={decision.validation_state} />
                  </TableCell>
                  <TableCell>{decision.validation_by}</TableCell>
                  <TableCell>{decision.validation_comment}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </Box>
  );
};

export default StudentDecisionsSection;
