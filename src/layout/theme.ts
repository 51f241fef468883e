import { frFR } from '@mui/material/locale';
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { confirmDefaults } from '../common/confirmDefaults';
import { recordPageDefaults } from '../common/recordPageDefaults';
import { THEME_KEY } from '../constants/storageKeys';

/**
 * Côte d'Ivoire's orange, darkened just enough for text on white (5.5:1) and on a selected
 * row's tint (4.6:1), WCAG AA: the
 * login screen and the boot screen (index.html) use it too.
 */
export const BRAND_ORANGE_TEXT = '#a84f00';

/**
 * react-admin's light theme styles a filled input's root with, beside its grey, a JSS selector
 * (`&$disabled`) that browsers reject (Emotion says so when it inserts it): its rules without
 * such selectors; a disabled field keeps MUI's own look.
 */
const filledInputWithoutJss = (base: RaThemeOptions): RaThemeOptions['components'] => {
  const filledInput = base.components?.MuiFilledInput;
  const root = filledInput?.styleOverrides?.root;
  if (!filledInput || !root || typeof root !== 'object') return {};
  const kept = Object.fromEntries(Object.entries(root).filter(([key]) => !key.includes('$')));
  return {
    MuiFilledInput: {
      ...filledInput,
      styleOverrides: { ...filledInput.styleOverrides, root: kept },
    },
  };
};

/** Côte d'Ivoire's orange and green over react-admin's default themes. */
const shared = (base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions => ({
  ...base,
  palette: {
    ...base.palette,
    mode,
    // Text, links and outlined chips in these colours read at 4.5:1 or more (WCAG AA) on the
    // page, the cards and a selected row; contrastThreshold picks the text on filled ones the same way.
    contrastThreshold: 4.5,
    primary: { main: mode === 'light' ? BRAND_ORANGE_TEXT : '#ff9a3d' },
    secondary: { main: mode === 'light' ? '#00804d' : '#4cc38a' },
    ...(mode === 'light'
      ? {
          warning: { main: '#a65800' },
          info: { main: '#0270b0' },
          error: { main: '#c62828' },
        }
      : { error: { main: '#ff7961' } }),
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
    // A confirmation dialog opens with the focus on 'Annuler'.
    ...confirmDefaults,
    // react-admin's row checkboxes pass their « Sélectionner cette ligne » as an aria-label,
    // which MUI puts on the root <span>: it belongs to the <input> (axe: label, aria-prohibited-attr).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: ({ 'aria-label': label }: CheckboxOwnerState) =>
            label ? { 'aria-label': undefined } : {},
          input: ({ 'aria-label': label, inputProps }: CheckboxOwnerState) => ({
            ...(label ? { 'aria-label': label } : {}),
            ...inputProps,
          }),
        },
      },
    },
    // A spinner says what it is (react-admin's loading indicator has no name: axe).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Chargement' } },
    // An unselected toggle's text in text.secondary, not action.active (4.48:1 on the page).
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&:not(.Mui-selected)': { color: theme.palette.text.secondary },
        }),
      },
    },
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
    // A form's toolbar a shade lighter than react-admin's grey, for its red Supprimer (4.5:1).
    RaToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) =>
          theme.palette.mode === 'light' ? { backgroundColor: theme.palette.grey[100] } : {},
      },
    },
    ...filledInputWithoutJss(base),
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

export { THEME_KEY };
export type ThemeMode = 'light' | 'dark';

export const savedThemeMode = (): ThemeMode | undefined => {
  const saved = localStorage.getItem(THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : undefined;
};
