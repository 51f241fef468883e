import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { RaRecord } from 'react-admin';

interface SortableSourceItemProps {
  record: RaRecord;
  rank: number;
  count: number;
  name: string;
  detail: string;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** `inactive` keeps the button focusable (aria-disabled): a move must not drop the focus. */
const ActionButton = (props: {
  label: string;
  action: string;
  onClick: () => void;
  inactive?: boolean;
  icon: ReactNode;
}) => (
  <Tooltip title={props.label}>
    <IconButton
      aria-label={props.label}
      aria-disabled={props.inactive || undefined}
      data-action={props.action}
      size="small"
      onClick={props.inactive ? undefined : props.onClick}
      sx={props.inactive ? { opacity: 0.38, cursor: 'default' } : undefined}
    >
      {props.icon}
    </IconButton>
  </Tooltip>
);

/**
 * One source in its rank. The grip <button> carries dnd-kit's listeners (mouse, touch, and
 * Space then arrows); 'Monter' and 'Descendre' do the same one step at a time.
 */
const SortableSourceItem = (props: SortableSourceItemProps) => {
  const { record, rank, count, name, detail, onMove, onEdit, onDelete } = props;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: record.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-source-id={record.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        py: 0.75,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Déplacer « ${name} », position ${rank + 1} sur ${count}`}
        size="small"
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}
      >
        {rank + 1}.
      </Typography>
      <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0, ml: 'auto' }}>
        <ActionButton
          label={`Monter « ${name} »`}
          action="up"
          icon={<ArrowUpwardIcon fontSize="small" />}
          onClick={() => onMove(rank - 1)}
          inactive={rank === 0}
        />
        <ActionButton
          label={`Descendre « ${name} »`}
          action="down"
          icon={<ArrowDownwardIcon fontSize="small" />}
          onClick={() => onMove(rank + 1)}
          inactive={rank === count - 1}
        />
        <ActionButton
          label={`Modifier « ${name} »`}
          action="edit"
          icon={<EditIcon fontSize="small" />}
          onClick={onEdit}
        />
        <ActionButton
          label={`Supprimer « ${name} »`}
          action="delete"
          icon={<DeleteIcon fontSize="small" />}
          onClick={onDelete}
        />
      </Box>
    </Box>
  );
};

export default SortableSourceItem;
