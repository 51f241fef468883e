import { Link } from '@mui/material';

/** The id of the layout's <main>, which the skip link and the palette move the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Puts the keyboard focus on the page's content (its <main> has tabIndex -1). */
export const focusMainContent = (): void => document.getElementById(MAIN_CONTENT_ID)?.focus();

/**
 * The first Tab stop of every page: 'Aller au contenu', hidden until focused, skips the
 * sidebar's entries and the app bar.
 */
const SkipToContent = () => (
  <Link
    href={`#${MAIN_CONTENT_ID}`}
    onClick={(event) => {
      event.preventDefault();
      focusMainContent();
    }}
    sx={{
      position: 'fixed',
      top: 8,
      left: 8,
      zIndex: (theme) => theme.zIndex.tooltip + 1,
      px: 2,
      py: 1,
      borderRadius: 1,
      bgcolor: 'background.paper',
      boxShadow: 3,
      fontWeight: 600,
      transform: 'translateY(-200%)',
      '&:focus': { transform: 'none', outline: '2px solid', outlineOffset: 2 },
    }}
  >
    Aller au contenu
  </Link>
);

export default SkipToContent;
