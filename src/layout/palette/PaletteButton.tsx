import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { openCommandPalette } from './paletteControl';

export const PALETTE_BUTTON_LABEL = 'Rechercher une page (Ctrl+K)';

/** The app bar's search button: opens the command palette. */
const PaletteButton = (props: Omit<IconButtonProps, 'onClick' | 'aria-label'>) => (
  <Tooltip title={PALETTE_BUTTON_LABEL}>
    <IconButton
      color="inherit"
      {...props}
      aria-label={PALETTE_BUTTON_LABEL}
      onClick={openCommandPalette}
    >
      <SearchIcon />
    </IconButton>
  </Tooltip>
);

export default PaletteButton;
