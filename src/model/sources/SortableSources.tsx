import { useLayoutEffect, useRef } from 'react';
import { Box, List } from '@mui/material';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { RaRecord } from 'react-admin';
import { sortableAccessibility } from './sortableAccessibility';
import SortableSourceItem from './SortableSourceItem';

interface SortableSourcesProps {
  items: RaRecord[];
  nameOf: (record: RaRecord) => string;
  detailOf: (record: RaRecord) => string;
  onReorder: (from: number, to: number) => void;
  onEdit: (record: RaRecord) => void;
  onDelete: (record: RaRecord) => void;
  label: string;
}

/** The sources as an ordered list, reordered by drag and drop, by keyboard, or step by step. */
const SortableSources = (props: SortableSourcesProps) => {
  const { items, nameOf, detailOf, onReorder, onEdit, onDelete, label } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const names = new Map(items.map((item) => [item.id, nameOf(item)]));
  const refocus = useRef<{ id: RaRecord['id']; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const drag = useRef({ moved: false });

  // A step move re-renders the list in its new order: the pressed button keeps the focus.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(
        `[data-source-id="${wanted.id}"] [data-action="${wanted.action}"]`,
      )
      ?.focus();
  }, [items]);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={sortableAccessibility(ids, (id) => names.get(id) ?? '', drag.current)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <List
            component="ol"
            ref={listRef}
            aria-label={label}
            disablePadding
            sx={{ '& > li:last-of-type': { borderBottom: 0 } }}
          >
            {items.map((record, rank) => (
              <SortableSourceItem
                key={record.id}
                record={record}
                rank={rank}
                count={items.length}
                name={nameOf(record)}
                detail={detailOf(record)}
                onMove={(to) => {
                  refocus.current = { id: record.id, action: to < rank ? 'up' : 'down' };
                  onReorder(rank, to);
                }}
                onEdit={() => onEdit(record)}
                onDelete={() => onDelete(record)}
              />
            ))}
          </List>
        </Box>
      </SortableContext>
    </DndContext>
  );
};

export default SortableSources;
