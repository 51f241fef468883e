import type { ReactNode } from 'react';
import { Box, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link } from 'react-router-dom';
import type { Student, ValidationRule } from '../api/types';
import { formatDay } from '../students/format';
import { GENDER_LABELS, NOT_PROVIDED } from '../students/labels';
import { drenShowPath, schoolShowPath, studentShowPath } from '../students/studentPath';

interface Field {
  field: keyof Student;
  label: string;
  value: ReactNode;
}

const fieldsOf = (student: Student): Field[] => [
  { field: 'student_lastName', label: 'Nom', value: student.student_lastName || NOT_PROVIDED },
  {
    field: 'student_firstName',
    label: 'Prénoms',
    value: student.student_firstName || NOT_PROVIDED,
  },
  {
    field: 'student_idNumber',
    label: 'Matricule',
    value: (
      <MuiLink
        component={Link}
        to={studentShowPath(student.student_idNumber)}
        sx={{ fontFamily: 'monospace' }}
      >
        {student.student_idNumber}
      </MuiLink>
    ),
  },
  {
    field: 'student_gender',
    label: 'Sexe',
    value: GENDER_LABELS[student.student_gender] ?? NOT_PROVIDED,
  },
  {
    field: 'student_birthDate',
    label: 'Date de naissance',
    value: formatDay(student.student_birthDate) || 'Non renseignée',
  },
  { field: 'student_class', label: 'Classe', value: student.student_class || NOT_PROVIDED },
  {
    field: 'student_hasPhoto',
    label: 'Photo',
    value: student.student_hasPhoto ? 'Oui' : 'Non',
  },
  {
    field: 'school_name',
    label: 'École',
    value: (
      <MuiLink component={Link} to={schoolShowPath(student.school_id)}>
        {student.school_name}
      </MuiLink>
    ),
  },
  {
    field: 'dren_name',
    label: 'DREN',
    value: (
      <MuiLink component={Link} to={drenShowPath(student.dren_id)}>
        {student.dren_name}
      </MuiLink>
    ),
  },
];

interface StudentDataPanelProps {
  student: Student;
  rules: Map<string, ValidationRule> | undefined;
  /** Only these fields (what a photo is judged against, shown over it). */
  only?: readonly (keyof Student)[];
  /** All the fields but these (shown elsewhere on the screen). */
  omit?: readonly (keyof Student)[];
}

/** The student's data, each broken rule shown on the field it concerns. */
const StudentDataPanel = ({ student, rules, only, omit }: StudentDataPanelProps) => {
  const broken = (student.student_issues ?? [])
    .map((id) => rules?.get(id))
    .filter((rule) => !!rule);
  const onField = (field: keyof Student) => broken.filter((rule) => rule.rule_field === field);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1.5,
      }}
    >
      {fieldsOf(student)
        .filter(({ field }) => (only ? only.includes(field) : !omit?.includes(field)))
        .map(({ field, label, value }) => {
          const issues = onField(field);
          const flagged = issues.length > 0;
          return (
            <Box
              key={field}
              sx={{
                minWidth: 0,
                p: 1,
                borderRadius: 1,
                border: 1,
                borderColor: flagged ? 'error.main' : 'transparent',
                bgcolor: flagged ? 'action.hover' : undefined,
              }}
            >
              <Typography
                component="dt"
                variant="body2"
                color={flagged ? 'error' : 'text.secondary'}
              >
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: flagged ? 600 : undefined }}
              >
                {value}
              </Typography>
              {issues.map((rule) => (
                <Tooltip key={rule.rule_id} title="Règle non respectée">
                  <Typography
                    component="dd"
                    variant="body2"
                    color="error"
                    sx={{ m: 0, display: 'flex', gap: 0.5, alignItems: 'center' }}
                  >
                    <ErrorOutlineIcon fontSize="inherit" aria-hidden />
                    {rule.rule_label}
                  </Typography>
                </Tooltip>
              ))}
            </Box>
          );
        })}
    </Box>
  );
};

export default StudentDataPanel;
