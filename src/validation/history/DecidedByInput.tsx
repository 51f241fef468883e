import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { useSession } from '../../auth/session';

export const MY_DECISIONS = 'Mes décisions';

interface DecidedByInputProps {
  source: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  helperText?: false;
}

/**
 * « Par »: who decided. « Mes décisions » is the user's own login; any other login can be
 * typed (an admin looking at a controller's day).
 */
const DecidedByInput = ({ source, size }: DecidedByInputProps) => {
  const { field, id } = useInput({ source });
  const me = useSession().user_login ?? '';
  const value = typeof field.value === 'string' ? field.value : '';
  const label = (login: string) => (login !== '' && login === me ? MY_DECISIONS : login);
  const [text, setText] = useState(() => label(value));
  const [shownValue, setShownValue] = useState(value);
  const loginOf = (typed: string) => (typed.trim() === MY_DECISIONS ? me : typed.trim());
  if (value !== shownValue) {
    setShownValue(value);
    if (loginOf(text) !== value) setText(label(value));
  }
  const commit = (typed: string) => {
    setText(typed);
    const login = loginOf(typed);
    setShownValue(login);
    if (login !== value) field.onChange(login);
  };

  return (
    <Autocomplete
      freeSolo
      options={[MY_DECISIONS]}
      value={text}
      inputValue={text}
      onChange={(_, next) => commit(next ?? '')}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') commit(next);
      }}
      size={size}
      sx={{ width: { xs: '100%', sm: 200 } }}
      renderInput={(params) => <TextField {...params} id={id} label="Par" onBlur={field.onBlur} />}
    />
  );
};

export default DecidedByInput;
