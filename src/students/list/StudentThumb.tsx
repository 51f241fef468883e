import { useRecordContext } from 'react-admin';
import type { Student } from '../../api/types';
import PhotoImage from '../PhotoImage';
import PhotoPlaceholder from '../PhotoPlaceholder';
import { studentName } from '../studentName';

const WIDTH = 32;
const HEIGHT = 40;

/** The list's miniature of a student's latest photo, or a placeholder when there is none. */
const StudentThumb = ({ record: given }: { record?: Student }) => {
  const record = useRecordContext<Student>({ record: given });
  if (!record) return null;
  const uuid = record.student_photoUuid;
  if (!uuid) return <PhotoPlaceholder width={WIDTH} height={HEIGHT} />;
  return (
    <PhotoImage uuid={uuid} alt={`Photo de ${studentName(record)}`} width={WIDTH} height={HEIGHT} />
  );
};

export default StudentThumb;
