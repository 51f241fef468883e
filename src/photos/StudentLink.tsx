import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { studentShowPath } from './types';

type StudentLinkProps = Omit<LinkProps<typeof RouterLink>, 'to' | 'component'> & {
  student_idNumber: string;
  children: ReactNode;
};

/** A link to the student's page (each photo leads to its student). */
const StudentLink = ({ student_idNumber, children, ...rest }: StudentLinkProps) => (
  <Link component={RouterLink} to={studentShowPath(student_idNumber)} {...rest}>
    {children}
  </Link>
);

export default StudentLink;
