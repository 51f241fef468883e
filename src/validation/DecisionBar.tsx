import type { ReactElement } from 'react';
import { Box, Button, IconButton, Tooltip, type ButtonProps } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import UndoIcon from '@mui/icons-material/Undo';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import { KEYS, UNDO_LABEL } from '../decision/labels';

/** The key of a button, shown on it (screen readers get it from aria-keyshortcuts). */
const KeyHint = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    aria-hidden
    sx={{
      ml: 1,
      px: 0.75,
      borderRadius: 0.5,
      border: 1,
      borderColor: 'currentColor',
      fontFamily: 'monospace',
      fontSize: '0.8em',
      lineHeight: 1.6,
      opacity: 0.85,
    }}
  >
    {children}
  </Box>
);

interface DecisionButtonProps extends ButtonProps {
  shortcut: string;
  label: string;
  /** Without the key drawn on it (phones have no keyboard). */
  compact?: boolean;
}

const DecisionButton = ({ shortcut, label, compact, ...props }: DecisionButtonProps) => (
  <Button size="large" aria-keyshortcuts={shortcut} {...props}>
    {label}
    {!compact && <KeyHint>{shortcut}</KeyHint>}
  </Button>
);

type DecisionBarProps = { disabled: boolean; compact?: boolean } & Record<
  DecisionHandler,
  () => void
>;

interface ReviewToolsProps {
  compact?: boolean;
  canUndo: boolean;
  onUndo: () => void;
  onHelp: () => void;
}

type DecisionHandler = 'onValidate' | 'onReject' | 'onSkip';

/** Valider, Rejeter, Passer in the bar's order: key, look and what each one calls. */
const DECISIONS: readonly (Pick<ButtonProps, 'variant' | 'color'> & {
  label: string;
  shortcut: string;
  icon: ReactElement;
  handler: DecisionHandler;
})[] = [
  {
    label: 'Valider',
    shortcut: KEYS.validate,
    variant: 'contained',
    color: 'success',
    icon: <CheckIcon />,
    handler: 'onValidate',
  },
  {
    label: 'Rejeter',
    shortcut: KEYS.reject,
    variant: 'contained',
    color: 'error',
    icon: <CloseIcon />,
    handler: 'onReject',
  },
  {
    label: 'Passer',
    shortcut: KEYS.skip,
    variant: 'outlined',
    icon: <SkipNextIcon />,
    handler: 'onSkip',
  },
];

/** Valider, Rejeter, Passer: one button and one key each; compact, they share the width. */
const DecisionBar = (props: DecisionBarProps) => (
  <Box
    role="toolbar"
    aria-label="Décision"
    sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
  >
    {DECISIONS.map(({ icon, handler, ...decision }) => (
      <DecisionButton
        key={decision.label}
        {...decision}
        compact={props.compact}
        sx={props.compact ? { flex: 1, minWidth: 0, px: 1 } : undefined}
        startIcon={icon}
        disabled={props.disabled}
        onClick={props[handler]}
      />
    ))}
  </Box>
);

/** Undo and the list of keys, beside the progress; on a phone, undo alone, as an icon. */
export const ReviewTools = (props: ReviewToolsProps) =>
  props.compact ? (
    <Tooltip title={UNDO_LABEL}>
      <span>
        <IconButton aria-label={UNDO_LABEL} disabled={!props.canUndo} onClick={props.onUndo}>
          <UndoIcon />
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <DecisionButton
        label={UNDO_LABEL}
        shortcut="Ctrl+Z"
        aria-keyshortcuts="Control+Z Meta+Z"
        size="medium"
        startIcon={<UndoIcon />}
        disabled={!props.canUndo}
        onClick={props.onUndo}
      />
      <DecisionButton
        label="Raccourcis"
        shortcut="?"
        size="medium"
        startIcon={<KeyboardIcon />}
        onClick={props.onHelp}
      />
    </Box>
  );

export default DecisionBar;
