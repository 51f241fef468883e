import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ValidationState } from '../api/types';
import { VALIDATION_STATES } from './validationStates';

/** A validation state as a coloured chip; reads `source` from the record in context. */
const ValidationStateChip = ({ source, state }: { source?: string; state?: ValidationState }) => {
  const record = useRecordContext();
  const value = state ?? (source ? (record?.[source] as ValidationState | undefined) : undefined);
  if (!value || !VALIDATION_STATES[value]) return null;
  const { label, color } = VALIDATION_STATES[value];
  return <Chip size="small" label={label} color={color} variant="outlined" />;
};

export default ValidationStateChip;
