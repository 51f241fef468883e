import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { Student } from '../../api/types';
import ValidationStateChip from '../../common/ValidationStateChip';
import { formatDateTime, formatDay } from '../format';
import { GENDER_LABELS, NOT_PROVIDED } from '../labels';
import { drenShowPath, schoolShowPath } from '../studentPath';
import { studentName } from '../studentName';
import DefinitionGrid from '../../common/DefinitionGrid';
import StudentDecision from './StudentDecision';
import StudentMainPhoto from './StudentMainPhoto';

const mono = { fontFamily: 'monospace' };

/** Who the student is and where they study: photo, identity, school and DREN (linked). */
const StudentIdentity = ({ student }: { student: Student }) => {
  const name = studentName(student);
  return (
    <Card component="section" aria-label="Identité">
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <StudentDecision student={student} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <StudentMainPhoto idNumber={student.student_idNumber} name={name} />
          <DefinitionGrid
            items={[
              { label: 'Nom', value: student.student_lastName },
              { label: 'Prénoms', value: student.student_firstName },
              {
                label: 'Matricule',
                value: (
                  <Box component="span" sx={mono}>
                    {student.student_idNumber}
                  </Box>
                ),
              },
              {
                label: 'UUID',
                value: (
                  <Box component="span" sx={mono}>
                    {student.student_uuid}
                  </Box>
                ),
              },
              { label: 'Sexe', value: GENDER_LABELS[student.student_gender] ?? NOT_PROVIDED },
              {
                label: 'Date de naissance',
                value: formatDay(student.student_birthDate) || 'Non renseignée',
              },
              { label: 'Classe', value: student.student_class || NOT_PROVIDED },
              { label: 'État', value: <ValidationStateChip state={student.student_state} /> },
              {
                label: 'École',
                value: (
                  <MuiLink component={Link} to={schoolShowPath(student.school_id)}>
                    {student.school_name}
                  </MuiLink>
                ),
              },
              {
                label: 'DREN',
                value: (
                  <MuiLink component={Link} to={drenShowPath(student.dren_id)}>
                    {student.dren_name}
                  </MuiLink>
                ),
              },
              { label: 'Mis à jour le', value: formatDateTime(student.student_updatedAt) },
            ]}
          />
        </Box>
      </CardContent>
    </Card>
  );
};

export default StudentIdentity;
