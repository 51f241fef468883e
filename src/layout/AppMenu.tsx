import { Divider, List, ListSubheader } from '@mui/material';
import { Fragment, useRef } from 'react';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import { allPages } from '../resource/pageCatalog';
import { MENU_GROUPS, type MenuGroup } from '../resource/types';
import SidebarEntry from './sidebar/SidebarEntry';
import { useSidebarExpanded } from './sidebar/SidebarContext';
import { menuScrollSx } from './sidebar/menuScrollSx';
import { useActiveEntryInView } from './sidebar/useActiveEntryInView';

const groups = Object.keys(MENU_GROUPS) as MenuGroup[];

/**
 * The sidebar's entries, from the table of pages, filtered by the user's roles. The menu
 * scrolls on its own between the app's name and the sidebar's foot, with a shadow at an edge
 * that hides entries; the active entry is kept in view.
 */
const AppMenu = () => {
  const roles = useUserRoles() ?? [];
  const expanded = useSidebarExpanded();
  const nav = useRef<HTMLElement>(null);
  const menu = groups
    .map((group) => ({
      group,
      entries: canSee(MENU_GROUPS[group].roles, roles)
        ? allPages().filter(
            (page) => page.group === group && !page.hiddenFromMenu && canSee(page.roles, roles),
          )
        : [],
    }))
    .filter(({ entries }) => entries.length > 0);
  const count = menu.reduce((total, { entries }) => total + entries.length, 0);
  useActiveEntryInView(nav, expanded, count);
  return (
    // A nav of links and group titles, not a list: no <li> outside a <ul> (axe: listitem).
    <List
      ref={nav}
      component="nav"
      aria-label="Menu principal"
      dense
      disablePadding
      sx={[menuScrollSx, { pb: expanded ? 2 : 0.5 }]}
    >
      {menu.map(({ group, entries }) => (
        <Fragment key={group}>
          {group !== 'main' &&
            (expanded ? (
              <ListSubheader
                component="div"
                disableSticky
                sx={{ lineHeight: '2.25rem', bgcolor: 'transparent' }}
              >
                {MENU_GROUPS[group].label}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 0.5 }} />
            ))}
          {entries.map(({ path, title, icon }) => (
            <SidebarEntry key={path} to={path} title={title} icon={icon} />
          ))}
        </Fragment>
      ))}
    </List>
  );
};

export default AppMenu;
