import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { SyncUpdate } from '../../api/types';
import { ACTION_LABELS, ENTITY_SINGULAR, FIELD_LABELS } from '../labels';
import { updatePath } from './updatePath';

const ACTION_COLORS = { create: 'success', update: 'info', delete: 'error' } as const;

const RecordLink = ({ update }: { update: SyncUpdate }) => {
  const path = updatePath(update);
  const text = update.update_reference;
  if (!path) return <>{text} (supprimé)</>;
  return (
    <Link
      component={RouterLink}
      to={path}
      aria-label={`${ENTITY_SINGULAR[update.update_entity]} ${text}`}
    >
      {text}
    </Link>
  );
};

/** One entity's updates: the action, the record (a link to it) and the fields changed. */
const UpdatesTable = ({ updates }: { updates: SyncUpdate[] }) => (
  <Table size="small" aria-label="Mises à jour" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
    <TableHead>
      <TableRow>
        <TableCell>Action</TableCell>
        <TableCell>Enregistrement</TableCell>
        <TableCell>Champs modifiés</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {updates.map((update) => (
        <TableRow key={update.update_id}>
          <TableCell>
            <Chip
              size="small"
              variant="outlined"
              label={ACTION_LABELS[update.update_action] ?? update.update_action}
              color={ACTION_COLORS[update.update_action] ?? 'default'}
            />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <RecordLink update={update} />
          </TableCell>
          <TableCell>
            {update.update_action === 'delete'
              ? '—'
              : update.update_fields.map((field) => FIELD_LABELS[field] ?? field).join(', ')}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

export default UpdatesTable;
