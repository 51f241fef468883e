import type { MouseEvent } from 'react';
import { Box, Typography, alpha } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { ItemInstance } from '@headless-tree/core';
import type { TreeRecord } from './treeData';

interface TreeRowProps {
  item: ItemInstance<TreeRecord>;
  indent: number;
  kind: string;
  matched: boolean;
  onToggle: () => void;
  /** A click (or tap) on the row: opens the details on a phone. */
  onActivate: () => void;
}

/**
 * One node of the tree (the `treeitem` itself). A click selects it; the chevron, a pointer
 * shortcut kept out of the accessibility tree, opens or closes it (arrow keys do the same).
 */
const TreeRow = ({ item, indent, kind, matched, onToggle, onActivate }: TreeRowProps) => {
  const { onClick: _toggleOnClick, ...props } = item.getProps();
  const level = item.getItemMeta().level;
  const folder = item.isFolder();
  const select = () => item.setFocused();
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    select();
    onToggle();
  };
  return (
    <Box
      {...props}
      // The visible kind is part of the name (WCAG 2.5.3, label in name).
      aria-label={kind ? `${item.getItemName()}, ${kind}` : item.getItemName()}
      onClick={() => {
        select();
        onActivate();
      }}
      data-dragging-over={item.isUnorderedDragTarget() || undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 36,
        pl: `${level * indent + 4}px`,
        pr: 1,
        borderRadius: 1,
        cursor: 'pointer',
        userSelect: 'none',
        outline: 'none',
        '&:hover': { bgcolor: 'action.hover' },
        '&[aria-selected="true"]': { bgcolor: 'action.selected' },
        '&:focus-visible': {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
        },
        '&[data-dragging-over]': {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
          bgcolor: 'action.hover',
        },
      }}
    >
      <Box
        component="span"
        aria-hidden
        onClick={folder ? toggle : undefined}
        sx={{ display: 'inline-flex', width: 24, flexShrink: 0, color: 'text.secondary' }}
      >
        {folder && (
          <ChevronRightIcon
            fontSize="small"
            sx={{
              transition: 'transform 150ms',
              transform: item.isExpanded() ? 'rotate(90deg)' : 'none',
            }}
          />
        )}
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {matched ? (
          <Box
            component="mark"
            sx={{
              fontWeight: 600,
              color: 'inherit',
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.3),
              borderRadius: 0.5,
              px: 0.25,
            }}
          >
            {item.getItemName()}
          </Box>
        ) : (
          item.getItemName()
        )}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
        {/* The space keeps the name and the kind apart in the row's text. */}
        {` ${kind}`}
      </Typography>
      <DragIndicatorIcon
        aria-hidden
        fontSize="small"
        sx={{ color: 'text.disabled', flexShrink: 0 }}
      />
    </Box>
  );
};

export default TreeRow;
