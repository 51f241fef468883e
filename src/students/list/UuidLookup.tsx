import { useEffect, useState } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Student } from '../../api/types';
import { studentShowPath } from '../studentPath';
import { useApiCall } from '../../common/useApiCall';
import { uuidIn } from '../uuid';

export const UUID_NOT_FOUND = 'Aucun élève ne correspond à cet identifiant.';

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * A search text that is a uuid looks the student up (get_student_by_uuid) and opens its page.
 * The uuid is first taken out of the list's filters, so coming back to the list (back button,
 * menu, saved list params) does not open the student again.
 */
const UuidLookup = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const uuid = uuidIn(filterValues.q);
  const { data, error, isFetching } = useApiCall<Student>(
    'student.getStudentByUuid',
    { student_uuid: uuid },
    { enabled: Boolean(uuid) },
  );
  const [found, setFound] = useState<string>();
  const navigate = useNavigate();

  useEffect(() => {
    if (!uuid || !data || isFetching) return;
    setFound(data.student_idNumber);
    const { q: _uuid, ...others } = filterValues;
    setFilters(others, displayedFilters);
  }, [uuid, data, isFetching, filterValues, displayedFilters, setFilters]);

  useEffect(() => {
    if (found && !uuid) navigate(studentShowPath(found));
  }, [found, uuid, navigate]);

  if (!uuid && !found) return null;
  if (isFetching || found) {
    return (
      <Alert severity="info" icon={false}>
        Recherche de l’élève par UUID…
        <LinearProgress sx={{ mt: 1 }} aria-label="Recherche par UUID" />
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert severity={statusOf(error) === 404 ? 'info' : 'error'}>
        {statusOf(error) === 404 ? UUID_NOT_FOUND : (error as Error).message}
      </Alert>
    );
  }
  return null;
};

export default UuidLookup;
