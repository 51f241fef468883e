import { useRecordContext } from 'react-admin';
import type { School } from '../api/types';
import { useMayReadValidity } from '../auth/useMayReadValidity';
import DrenLinkField from './DrenLinkField';
import Figures from './Figures';
import { formatCount } from '../common/numbers';
import ValidatedShareField from './ValidatedShareField';

/** A school's key figures (school page, students-to-correct page); skeletons while loading. */
const SchoolFigures = () => {
  const school = useRecordContext<School>();
  const mayReadValidity = useMayReadValidity();
  const count = (value: number | undefined) => (value === undefined ? '' : formatCount(value));
  return (
    <Figures
      loading={!school}
      columns={4}
      figures={[
        { label: 'Code', value: school?.school_code },
        { label: 'Ville', value: school?.school_city },
        { label: 'Type', value: school?.school_type },
        { label: 'DREN', value: <DrenLinkField /> },
        { label: 'Élèves', value: count(school?.school_studentCount) },
        { label: 'Élèves validés', value: count(school?.school_validatedCount) },
        {
          label: 'Part validée',
          value: (
            <ValidatedShareField
              validatedSource="school_validatedCount"
              totalSource="school_studentCount"
            />
          ),
        },
        ...(mayReadValidity
          ? [{ label: 'Élèves à corriger', value: count(school?.school_issueCount) }]
          : []),
      ]}
    />
  );
};

export default SchoolFigures;
