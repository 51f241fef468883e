import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * The record's main text as a link to its edit page (or its show page), so keyboard and screen
 * reader users reach it (a row click does the same with the mouse): users, service messages,
 * the generated lists.
 */
const RecordEditLink = ({
  children,
  type = 'edit',
}: {
  children: ReactNode;
  type?: 'edit' | 'show';
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource, type, id: record.id })}
      underline="hover"
      color="inherit"
      sx={{ fontWeight: 500 }}
      // The row's own click would navigate a second time.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
};

export default RecordEditLink;
