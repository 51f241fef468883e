import { Box } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';
import type { School } from '../api/types';
import EmptyState from '../common/EmptyState';
import { useMayReadValidity } from '../auth/useMayReadValidity';
import { formatCount } from '../common/numbers';
import ValidatedShareField from './ValidatedShareField';

const details = (school: School, hideDren: boolean) =>
  [school.school_code, school.school_city, school.school_type, hideDren ? null : school.dren_name]
    .filter(Boolean)
    .join(' · ');

/** Schools as a simple list (under 768px): name, details, counts and validated share. */
const SchoolSimpleList = ({ hideDren = false }: { hideDren?: boolean }) => {
  const mayReadValidity = useMayReadValidity();
  return (
    <SimpleList<School & RaRecord>
      rowClick="show"
      primaryText={(school) => school.school_name}
      secondaryText={(school) => (
        <>
          {details(school, hideDren)}
          <br />
          {formatCount(school.school_studentCount)} élèves
          {mayReadValidity &&
            !!school.school_issueCount &&
            ` · ${formatCount(school.school_issueCount)} à corriger`}
          <Box component="span" sx={{ display: 'flex', mt: 0.5 }}>
            <ValidatedShareField
              validatedSource="school_validatedCount"
              totalSource="school_studentCount"
            />
          </Box>
        </>
      )}
      empty={<EmptyState message="Aucune école ne correspond à ces critères." />}
    />
  );
};

export default SchoolSimpleList;
