import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';

/** A school's DREN (dren_name) linking to the DREN's page; no extra call, the row has both. */
const DrenLinkField = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record?.dren_id) return null;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'dren', id: record.dren_id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
      underline="hover"
    >
      {record.dren_name}
    </Link>
  );
};

export default DrenLinkField;
