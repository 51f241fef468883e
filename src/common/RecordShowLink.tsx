import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * A record's `source` as a link to its show page (resource from the context unless given):
 * the keyboard's way into a row that the mouse opens with a click anywhere on it.
 */
const RecordShowLink = ({ source, resource }: { source: string; resource?: string }) => {
  const record = useRecordContext();
  const contextResource = useResourceContext({ resource });
  const createPath = useCreatePath();
  if (!record || !contextResource) return null;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: contextResource, id: record.id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
      underline="hover"
      sx={{ fontWeight: 500 }}
    >
      {String(record[source] ?? '')}
    </Link>
  );
};

export default RecordShowLink;
