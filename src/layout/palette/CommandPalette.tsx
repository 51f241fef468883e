import { useId, useRef } from 'react';
import { Dialog, Typography } from '@mui/material';
import { visuallyHidden } from '../../common/visuallyHidden';
import { focusMainContent } from '../SkipToContent';
import { usePaletteControl } from './paletteControl';
import PaletteSearch from './PaletteSearch';
import { usePaletteShortcut } from './usePaletteShortcut';

/** The dialog's accessible title and description: the two English strings of the spec. */
export const PALETTE_TITLE = 'Command Palette';
export const PALETTE_DESCRIPTION = 'Search for a command to run...';

/**
 * The command palette: Ctrl+K / Cmd+K (or `openCommandPalette()`, or `<PaletteButton />`)
 * opens a search over the pages the user may open; Enter or a click goes there, Escape
 * closes. Mount it once, inside the router and react-admin's context.
 */
const CommandPalette = () => {
  usePaletteShortcut();
  const { open, openings, closePalette } = usePaletteControl();
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  // Opened by a click, the magnifier keeps the focus through the opening transition: the
  // search field takes it once the dialog is in, as with Ctrl+K.
  const focusSearch = () => document.getElementById(inputId)?.focus();
  // A page chosen, the focus goes to that page's content, not back to where the palette was
  // opened from (often the body): the next Tab reaches the page, not the sidebar's top.
  const chosePage = useRef(false);
  const choose = () => {
    chosePage.current = true;
    closePalette();
  };
  const afterClose = () => {
    if (chosePage.current) focusMainContent();
    chosePage.current = false;
  };

  return (
    <Dialog
      open={open}
      onClose={closePalette}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: { sx: { mt: { xs: 2, sm: '12vh' }, overflow: 'hidden' } },
        transition: { onEntered: focusSearch, onExited: afterClose },
      }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {PALETTE_TITLE}
      </Typography>
      <Typography id={descriptionId} sx={visuallyHidden}>
        {PALETTE_DESCRIPTION}
      </Typography>
      <PaletteSearch key={openings} inputId={inputId} onDone={choose} />
    </Dialog>
  );
};

export default CommandPalette;
