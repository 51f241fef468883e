import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { useRecordContext, type Identifier } from 'react-admin';
import RecordEditLink from '../../common/RecordEditLink';

/** How a row opens its record: a page of the resource, or a function (a section's dialog). */
export type RowOpen = 'edit' | 'show' | ((id: Identifier) => void);

/**
 * A row's main cell as something the keyboard reaches (Tab, then Enter), doing what a click on
 * the row does: a link to the record's page, or a button opening the section's dialog.
 */
const RowOpener = ({ open, children }: { open: RowOpen; children: ReactNode }) => {
  const record = useRecordContext();
  if (typeof open === 'string') return <RecordEditLink type={open}>{children}</RecordEditLink>;
  if (!record) return null;
  return (
    <Link
      component="button"
      type="button"
      aria-haspopup="dialog"
      underline="hover"
      color="inherit"
      // The cell's font, then the weight of the other rows' links (`RecordEditLink`).
      sx={{ font: 'inherit', fontWeight: 500, textAlign: 'left', verticalAlign: 'baseline' }}
      onClick={(event) => {
        // The row's own click would open it a second time.
        event.stopPropagation();
        open(record.id);
      }}
    >
      {children}
    </Link>
  );
};

export default RowOpener;
