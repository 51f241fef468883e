import { ListSubheader } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import { MENU_GROUPS, pages, type MenuGroup } from '../pages';

/** The sidebar's entries, from the table of pages, filtered by the user's roles. */
const AppMenu = () => {
  const roles = useUserRoles() ?? [];
  const [open] = useSidebarState();
  const groups = Object.entries(MENU_GROUPS) as [MenuGroup, (typeof MENU_GROUPS)[MenuGroup]][];
  return (
    <Menu>
      {groups.map(([group, { label, roles: groupRoles }]) => {
        const entries = pages.filter(
          (page) => page.group === group && !page.hiddenFromMenu && canSee(page.roles, roles),
        );
        if (!canSee(groupRoles, roles) || entries.length === 0) return null;
        return [
          group !== 'main' && open && (
            <ListSubheader key={`${group}-title`} disableSticky sx={{ lineHeight: '2.5rem' }}>
              {label}
            </ListSubheader>
          ),
          ...entries.map(({ path, title, icon: Icon }) => (
            <Menu.Item key={path} to={path} primaryText={title} leftIcon={<Icon />} />
          )),
        ];
      })}
    </Menu>
  );
};

export default AppMenu;
