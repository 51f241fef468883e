import { frFR } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { recordPageDefaults } from '../common/recordPageDefaults';

/** Côte d'Ivoire's orange and green over react-admin's default themes. */
const shared = (base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => ({
  ...base,
  palette: {
    ...base.palette,
    mode,
    primary: { main: mode === 'light' ? '#c25e00' : '#ff9a3d' },
    secondary: { main: mode === 'light' ? '#00804d' : '#4cc38a' },
    ...(mode === 'light' ? { background: { default: '#f4f5f7', paper: '#ffffff' } } : {}),
  },
  shape: { borderRadius: 8 },
  components: {
    ...base.components,
    // MUI's French texts: pagination arrows read « Aller à la page précédente », etc.
    ...frFR.components,
    // Every form asks before its unsaved changes are left (link, palette, Back button).
    RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
    // A visible keyboard focus on every button, link-button, list row, menu item, tab and
    // chip: MUI's own is a faint background or a ripple, hard to see on a list's rows.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
          '&.MuiButton-contained.Mui-focusVisible': { outlineOffset: 2 },
        }),
      },
    },
    // A record that cannot load is said on its page, with 'Réessayer' (no jump to the list).
    ...recordPageDefaults,
    // A visible keyboard focus on sortable column headers.
    MuiTableSortLabel: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          borderRadius: 4,
          '&.Mui-focusVisible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
    },
    // On a phone, a list's buttons sit beside its search rather than on a strip of their own.
    RaListToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            flexDirection: 'row',
            flexWrap: 'nowrap',
            alignItems: 'flex-start',
            '& > form': { flex: 1, minWidth: 0 },
          },
        }),
      },
    },
    RaTopToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            flex: '0 0 auto',
            minHeight: 0,
            paddingTop: theme.spacing(1),
            backgroundColor: 'transparent',
          },
        }),
      },
    },
  },
});

export const lightTheme = shared(defaultLightTheme, 'light');
export const darkTheme = shared(defaultDarkTheme, 'dark');

/** The chosen theme also lives outside react-admin's store, which a logout resets. */
export const THEME_KEY = 'app-theme';
export type ThemeMode = 'light' | 'dark';

export const savedThemeMode = (): ThemeMode | undefined => {
  const saved = localStorage.getItem(THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : undefined;
};
