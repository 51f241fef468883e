import CloseIcon from '@mui/icons-material/Close';
import type { Theme } from '@mui/material';

/** Moves the focus from react-admin's confirm button (its `autoFocus`) to the other one. */
const focusCancel = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('.MuiDialogActions-root button:not(.ra-confirm)')?.focus();

/**
 * Theme defaults of every react-admin `<Confirm>`, ours and those of its delete buttons: each
 * asks before something that cannot be undone (a delete, the demo reset), so the safe choice,
 * 'Annuler', gets the focus when the dialog opens and Enter does not destroy. Moved as the
 * dialog enters, before it is painted. 'Annuler' is plain (a cross, the text's colour): react-admin
 * gives it a warning-like icon and the primary colour, which read as the risky choice.
 */
export const confirmDefaults = {
  RaConfirm: {
    defaultProps: {
      CancelIcon: CloseIcon,
      slotProps: { transition: { onEntering: focusCancel } },
    },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        // The confirm button's focus ripple, started by its autoFocus, would outlive the focus
        // moved away before it ran; the focus outline (theme.ts) shows a focused button.
        '& .ra-confirm .MuiTouchRipple-ripplePulsate': { display: 'none' },
        '& .MuiDialogActions-root button:not(.ra-confirm)': { color: theme.palette.text.primary },
      }),
    },
  },
};
