import { Alert, Box, Card, CardContent, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { ValidationRule } from '../api/types';
import { ruleLabel } from '../schoolIssues/ruleLabel';
import { studentName } from '../students/studentName';
import { drenShowPath, schoolShowPath } from '../students/studentPath';
import { TARGET_LABELS, type Target } from '../decision/labels';
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
  /** A phone: one column, the photo first when it is judged, the data first otherwise. */
  narrow?: boolean;
}

/**
 * The screen's height left for the photo once the app bar, the progress, the decision bar and
 * the card's margins are counted (on a phone the bar sits below the photo, and when a photo is
 * judged the name, sex and birth date sit above it), so that the photo, what it is judged
 * against and Valider are seen together without scrolling.
 */
const PHOTO_HEIGHT = {
  wide: 'calc(100dvh - 230px)',
  narrow: 'calc(100dvh - 260px)',
  narrowUnderIdentity: 'calc(100dvh - 350px)',
};

/** Under the name on a wide screen, so that the data panel is a row shorter. */
const PLACE_FIELDS = ['school_name', 'dren_name'] as const;

/** What a photo is judged against, shown over it on a phone. */
const IDENTITY_FIELDS = ['student_gender', 'student_birthDate'] as const;

/** One student under review: the full-size photo beside the data, broken rules on their fields. */
const ReviewCard = ({ entry, target, rules, zoomed, onToggleZoom, narrow }: ReviewCardProps) => {
  const { student, notice } = entry;
  const name = studentName(student);
  const judgingPhoto = target === 'photo';
  // On a phone, a photo is judged with the name, sex and birth date above it, in one screen.
  const identityOverPhoto = !!narrow && judgingPhoto;
  const photoWidth = narrow && !judgingPhoto ? 'min(100%, 160px)' : '100%';
  const photoHeight = identityOverPhoto
    ? PHOTO_HEIGHT.narrowUnderIdentity
    : PHOTO_HEIGHT[narrow ? 'narrow' : 'wide'];
  const broken = (student.student_issues ?? []).map((id) => ruleLabel(rules, id));
  const noticeAlert = notice && (
    <Alert severity="warning">
      Décision précédente non enregistrée : {notice} Décidez à nouveau.
    </Alert>
  );
  const heading = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Chip size="small" label={`À valider : ${TARGET_LABELS[target].toLowerCase()}`} />
    </Box>
  );
  return (
    <Card component="article" aria-label={`Élève à valider : ${name}`}>
      <CardContent
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 300px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          data-review-focus={judgingPhoto ? '' : undefined}
          sx={{ order: narrow && !judgingPhoto ? 1 : 0, display: 'grid', gap: 1, minWidth: 0 }}
        >
          {identityOverPhoto && (
            <>
              {noticeAlert}
              {heading}
              <StudentDataPanel student={student} rules={rules} only={IDENTITY_FIELDS} />
            </>
          )}
          <Box sx={{ width: `min(${photoWidth}, calc((${photoHeight}) * 0.8))`, minWidth: 160 }}>
            <ReviewPhoto
              uuid={student.student_photoUuid}
              name={name}
              zoomed={zoomed}
              onToggleZoom={onToggleZoom}
            />
          </Box>
        </Box>
        <Box
          data-review-focus={judgingPhoto ? undefined : ''}
          sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
        >
          {!identityOverPhoto && (
            <>
              {noticeAlert}
              {heading}
            </>
          )}
          {!narrow && (
            <Typography color="text.secondary">
              <MuiLink component={Link} to={schoolShowPath(student.school_id)}>
                {student.school_name}
              </MuiLink>
              {' · '}
              <MuiLink component={Link} to={drenShowPath(student.dren_id)}>
                {student.dren_name}
              </MuiLink>
            </Typography>
          )}
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
          <StudentDataPanel
            student={student}
            rules={rules}
            omit={identityOverPhoto ? IDENTITY_FIELDS : narrow ? undefined : PLACE_FIELDS}
          />
          <PreviousPhoto idNumber={student.student_idNumber} />
        </Box>
      </CardContent>
    </Card>
  );
};

export default ReviewCard;
