import { Typography, type TypographyProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { showDate } from './dates';

const DATE = new Intl.DateTimeFormat('fr-FR');
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

interface DateTextProps extends Omit<TypographyProps, 'children'> {
  source: string;
  showTime?: boolean;
}

/** A date of the record, through the guarded formatter: react-admin's DateField says « Invalid Date ». */
const DateText = ({ source, showTime = false, ...props }: DateTextProps) => {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  return (
    <Typography component="span" variant="body2" {...props}>
      {showDate(showTime ? DATE_TIME : DATE, value)}
    </Typography>
  );
};

export default DateText;
