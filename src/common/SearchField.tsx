import { InputAdornment, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

type SearchFieldProps = Omit<TextFieldProps, 'onChange' | 'value' | 'type' | 'slotProps'> & {
  value: string;
  /** The text as typed, at each keystroke. */
  onSearch: (text: string) => void;
};

/** A small search box with a magnifier in front, for filtering what a page shows. */
const SearchField = ({ value, onSearch, ...props }: SearchFieldProps) => (
  <TextField
    type="search"
    size="small"
    {...props}
    value={value}
    onChange={(event) => onSearch(event.target.value)}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);

export default SearchField;
