import { Divider, List, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import { allPages } from '../resource/pageCatalog';
import { MENU_GROUPS, type MenuGroup } from '../resource/types';
import SidebarEntry from './sidebar/SidebarEntry';
import { useSidebarExpanded } from './sidebar/SidebarContext';

const groups = Object.keys(MENU_GROUPS) as MenuGroup[];

/** The sidebar's entries, from the table of pages, filtered by the user's roles. */
const AppMenu = () => {
  const roles = useUserRoles() ?? [];
  const expanded = useSidebarExpanded();
  return (
    // A nav of links and group titles, not a list: no <li> outside a <ul> (axe: listitem).
    <List component="nav" aria-label="Menu principal" dense disablePadding>
      {groups.map((group) => {
        const entries = allPages().filter(
          (page) => page.group === group && !page.hiddenFromMenu && canSee(page.roles, roles),
        );
        if (!canSee(MENU_GROUPS[group].roles, roles) || entries.length === 0) return null;
        return (
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
                <Divider sx={{ my: 1 }} />
              ))}
            {entries.map(({ path, title, icon }) => (
              <SidebarEntry key={path} to={path} title={title} icon={icon} />
            ))}
          </Fragment>
        );
      })}
    </List>
  );
};

export default AppMenu;
