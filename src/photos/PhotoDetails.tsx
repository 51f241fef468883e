import { Box, Button } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { RecordContextProvider, ReferenceField, TextField } from 'react-admin';
import DateText from '../common/DateText';
import { Link as RouterLink } from 'react-router-dom';
import ValidationStateChip from '../common/ValidationStateChip';
import DetailItem from './DetailItem';
import { studentShowPath, type PhotoRecord } from './types';

/** What the viewer says about a photo: the student, school, DREN, the photo’s own state (not the data’s) and date. */
const PhotoDetails = ({
  photo,
  studentLink = true,
}: {
  photo: PhotoRecord;
  studentLink?: boolean;
}) => (
  <RecordContextProvider value={photo}>
    <Box>
      <Box component="dl" sx={{ mt: 0, mb: 1 }}>
        <DetailItem label="Matricule">{photo.student_idNumber}</DetailItem>
        <DetailItem label="École">
          <ReferenceField source="school_id" reference="school" link="show">
            <TextField source="school_name" variant="body2" />
          </ReferenceField>
        </DetailItem>
        <DetailItem label="DREN">
          <ReferenceField source="dren_id" reference="dren" link="show">
            <TextField source="dren_name" variant="body2" />
          </ReferenceField>
        </DetailItem>
        <DetailItem label="État de la photo">
          <ValidationStateChip source="photo_state" />
        </DetailItem>
        <DetailItem label="Prise le">
          <DateText source="photo_takenAt" showTime />
        </DetailItem>
      </Box>
      {studentLink && (
        <Button
          component={RouterLink}
          to={studentShowPath(photo.student_idNumber)}
          variant="outlined"
          startIcon={<PersonIcon />}
        >
          Voir la fiche de l'élève
        </Button>
      )}
    </Box>
  </RecordContextProvider>
);

export default PhotoDetails;
