import { useState } from 'react';
import { TextField } from '@mui/material';
import { useInput } from 'react-admin';
import {
  FRENCH_DATE_PLACEHOLDER,
  formatFrenchDate,
  parseFrenchDate,
  withSlashes,
} from './frenchDate';

interface FrenchDateInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  /** Given by react-admin's filter form; an error is shown all the same. */
  helperText?: false;
}

const INVALID = `Date invalide (${FRENCH_DATE_PLACEHOLDER})`;

/**
 * A day typed as jj/mm/aaaa whatever the browser's language (a native date field follows the
 * browser: mm/dd/yyyy in an en-US one), kept as YYYY-MM-DD. The text typed stays as typed:
 * the value changes only on a whole, real day, or when the field is emptied.
 */
const FrenchDateInput = ({ source, label, size }: FrenchDateInputProps) => {
  const { field, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => formatFrenchDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [touched, setTouched] = useState(false);
  // The value changed from outside (filters reset, Back): the text follows it.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseFrenchDate(text) !== value) setText(formatFrenchDate(value));
  }
  const invalid = touched && text.trim() !== '' && parseFrenchDate(text) === null;

  return (
    <TextField
      id={id}
      label={label}
      size={size}
      value={text}
      placeholder={FRENCH_DATE_PLACEHOLDER}
      error={invalid}
      helperText={invalid ? INVALID : undefined}
      onChange={(event) => {
        const next = withSlashes(text, event.target.value);
        setText(next);
        setTouched(false);
        const day = next.trim() === '' ? '' : parseFrenchDate(next);
        if (day !== null && day !== value) {
          setShownValue(day);
          field.onChange(day);
        }
      }}
      onBlur={() => {
        setTouched(true);
        const day = parseFrenchDate(text);
        if (day) setText(formatFrenchDate(day));
        field.onBlur();
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 10, 'aria-invalid': invalid },
      }}
      sx={(theme) => ({
        width: { xs: '100%', sm: 150 },
        // A filter form hides helper texts; this one says why the day is not taken.
        '&& .MuiFormHelperText-root': { display: 'block', mx: 0 },
        // The dark theme's red is 3.8:1 on a filled field: the label keeps its own colour
        // there, the underline and the text below stay red.
        ...(theme.palette.mode === 'dark' && {
          '& .MuiInputLabel-root.Mui-error': { color: theme.palette.text.secondary },
        }),
      })}
    />
  );
};

export default FrenchDateInput;
