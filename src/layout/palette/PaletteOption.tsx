import { useEffect, useRef } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { PageDefinition } from '../../resource/types';

interface PaletteOptionProps {
  id: string;
  page: PageDefinition;
  active: boolean;
  onPoint: () => void;
  onChoose: () => void;
}

/** One result of the palette: the page's icon, title and description. */
const PaletteOption = ({ id, page, active, onPoint, onChoose }: PaletteOptionProps) => {
  const ref = useRef<HTMLLIElement>(null);
  const { icon: Icon, title, description } = page;

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
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
};

export default PaletteOption;
