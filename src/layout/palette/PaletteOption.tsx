import { useEffect, useRef } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { PaletteEntry } from './paletteEntries';

interface PaletteOptionProps {
  id: string;
  entry: PaletteEntry;
  active: boolean;
  onPoint: () => void;
  onChoose: () => void;
}

/** One result of the palette: its icon, title and description. */
const PaletteOption = ({ id, entry, active, onPoint, onChoose }: PaletteOptionProps) => {
  const ref = useRef<HTMLLIElement>(null);
  const { icon: Icon, title, description } = entry;

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <ListItemButton
      ref={ref}
      id={id}
      component="li"
      role="option"
      aria-selected={active}
      selected={active}
      tabIndex={-1}
      onMouseMove={active ? undefined : onPoint}
      onClick={onChoose}
      sx={{ borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={title}
        secondary={description}
        // A search's title ends with the list it searches: on a phone it wraps rather than cut
        // that off (« Rechercher « … » dans le… »).
        slotProps={{ primary: { noWrap: entry.kind === 'page' }, secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
};

export default PaletteOption;
