import { Chip } from '@mui/material';
import type { ValidationState } from '../api/types';
import { DECISION_LABELS } from './labels';

const COLORS = { validated: 'success', rejected: 'error', pending: 'default' } as const;

/** A decision of the history: Validé, Rejeté, or Annulé (a decision taken back). */
const DecisionChip = ({ state }: { state: ValidationState }) => (
  <Chip size="small" variant="outlined" color={COLORS[state]} label={DECISION_LABELS[state]} />
);

export default DecisionChip;
