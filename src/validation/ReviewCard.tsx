import { Alert, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { ValidationRule } from '../api/types';
import { studentName } from '../students/studentName';
import { TARGET_LABELS, type Target } from './labels';
import PreviousPhoto from './PreviousPhoto';
import ReviewPhoto from './ReviewPhoto';
import type { QueueEntry } from './reviewSession';
import StudentDataPanel from './StudentDataPanel';

interface ReviewCardProps {
  entry: QueueEntry;
  target: Target;
  rules: Map<string, ValidationRule> | undefined;
  zoomed: boolean;
  onToggleZoom: () => void;
}

/** One student under review: the full-size photo beside the data, broken rules on their fields. */
const ReviewCard = ({ entry, target, rules, zoomed, onToggleZoom }: ReviewCardProps) => {
  const { student, notice } = entry;
  const name = studentName(student);
  const broken = (student.student_issues ?? []).map((id) => rules?.get(id)?.rule_label ?? id);
  return (
    <Card component="article" aria-label={`Élève à valider : ${name}`}>
      <CardContent
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 300px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ReviewPhoto
            uuid={student.student_photoUuid}
            name={name}
            zoomed={zoomed}
            onToggleZoom={onToggleZoom}
          />
          <PreviousPhoto idNumber={student.student_idNumber} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {notice && (
            <Alert severity="warning">
              Décision précédente non enregistrée : {notice} Décidez à nouveau.
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Chip size="small" label={`À valider : ${TARGET_LABELS[target].toLowerCase()}`} />
          </Box>
          <Typography color="text.secondary">
            {student.school_name} · {student.dren_name}
          </Typography>
          {broken.length > 0 ? (
            <Alert severity="error" variant="outlined">
              {broken.length > 1 ? 'Règles non respectées' : 'Règle non respectée'} :{' '}
              {broken.join(' ; ')}
            </Alert>
          ) : (
            <Alert severity="success" variant="outlined">
              Aucune règle non respectée.
            </Alert>
          )}
          <StudentDataPanel student={student} rules={rules} />
        </Box>
      </CardContent>
    </Card>
  );
};

export default ReviewCard;
