import { Box } from '@mui/material';
import FaceIcon from '@mui/icons-material/Face';
import { useRecordContext } from 'react-admin';
import type { Dren } from '../api/types';
import LinkButton from '../common/LinkButton';
import { filteredListPath } from '../common/filteredListPath';
import Figures from '../schools/Figures';
import { formatCount } from '../common/numbers';
import ValidatedShareField from '../schools/ValidatedShareField';

/** A DREN's key figures and the way to its students in the student list. */
const DrenFigures = () => {
  const dren = useRecordContext<Dren>();
  const count = (value: number | undefined) => (value === undefined ? '' : formatCount(value));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Figures
        loading={!dren}
        columns={6}
        figures={[
          { label: 'Code', value: dren?.dren_code },
          { label: 'Ville', value: dren?.dren_city },
          { label: 'Écoles', value: count(dren?.dren_schoolCount) },
          { label: 'Élèves', value: count(dren?.dren_studentCount) },
          { label: 'Élèves validés', value: count(dren?.dren_validatedCount) },
          {
            label: 'Part validée',
            value: (
              <ValidatedShareField
                validatedSource="dren_validatedCount"
                totalSource="dren_studentCount"
              />
            ),
          },
        ]}
      />
      {dren && (
        <Box>
          <LinkButton
            to={filteredListPath('/student', { dren_id: dren.dren_id })}
            icon={<FaceIcon />}
          >
            Voir les élèves de cette DREN
          </LinkButton>
        </Box>
      )}
    </Box>
  );
};

export default DrenFigures;
