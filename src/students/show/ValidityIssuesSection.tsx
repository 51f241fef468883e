import { Alert, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useMayReadValidity } from '../../auth/useMayReadValidity';
import { useApiCall } from '../../common/useApiCall';
import SectionCard from './SectionCard';

interface ValidityIssue {
  rule_id: string;
  rule_label: string;
  field: string;
  message: string;
}

const TITLE = 'Anomalies de validité';
export const ISSUES_RESTRICTED =
  'Les anomalies ne sont consultables que par les administrateurs et les contrôleurs.';

const restricted = <Alert severity="info">{ISSUES_RESTRICTED}</Alert>;

/** The validation rules the student breaks: admins and controllers only, others see no section. */
const ValidityIssuesSection = ({ idNumber }: { idNumber: string }) => {
  const allowed = useMayReadValidity();
  const query = useApiCall<ValidityIssue[]>(
    'student.getStudentValidityIssues',
    { student_idNumber: idNumber },
    { enabled: allowed },
  );
  if (!allowed) return null;
  return (
    <SectionCard
      title={TITLE}
      query={query}
      empty="Aucune anomalie"
      isEmpty={(issues) => issues.length === 0}
      errorMessage={(error) =>
        (error as { status?: number } | null)?.status === 403 ? restricted : undefined
      }
    >
      {(issues) => (
        <List dense disablePadding>
          {issues.map((issue) => (
            <ListItem key={issue.rule_id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <ReportProblemOutlinedIcon color="warning" />
              </ListItemIcon>
              <ListItemText primary={issue.rule_label} secondary={issue.message} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
};

export default ValidityIssuesSection;
