import { Link as MuiLink, type SxProps, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { studentShowPath } from './studentPath';

interface StudentIdLinkProps {
  idNumber: string;
  sx?: SxProps<Theme>;
}

/**
 * A student's matricule as a link to their page, wherever students are listed. In a row that
 * opens or selects on a click, following the link does only that.
 */
const StudentIdLink = ({ idNumber, sx }: StudentIdLinkProps) => (
  <MuiLink
    component={Link}
    to={studentShowPath(idNumber)}
    onClick={(event) => event.stopPropagation()}
    underline="hover"
    sx={[{ fontFamily: 'monospace', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {idNumber}
  </MuiLink>
);

export default StudentIdLink;
