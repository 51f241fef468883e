import {
  Avatar,
  Divider,
  ListItemAvatar,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useGuardedLogout } from '../../../outbox/useGuardedLogout';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from '../../../auth/roleLabels';
import { useSession } from '../../../auth/session';
import { IS_DEMO } from '../../../config';
import { useSidebarExpanded } from '../SidebarContext';
import SidebarTooltip from '../SidebarTooltip';
import { sidebarItemSx } from '../sidebarItemSx';
import DemoResetDialog from './DemoResetDialog';
import { useFooterMenu } from './footerMenu';

/** The user (name, main role) at the sidebar's foot, opening 'Mon profil' and 'Se déconnecter'. */
const UserMenu = () => {
  const { user_login, user_roles } = useSession();
  const { identity } = useGetIdentity();
  const { logout, dialog: logoutDialog } = useGuardedLogout();
  const expanded = useSidebarExpanded();
  const { closeSheet, ...placement } = useFooterMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const name = user_login ?? '';
  const role = user_roles.length > 0 ? ROLE_LABELS[user_roles[0]] : 'Aucun rôle';
  const close = () => setAnchor(null);
  return (
    <>
      <SidebarTooltip title={`${name} (${role})`}>
        <ListItemButton
          dense
          aria-label={`Menu de l'utilisateur ${name}, ${role}`}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={[sidebarItemSx, { px: 0.75, py: 0.75 }]}
        >
          <ListItemAvatar sx={{ minWidth: 42 }}>
            {/* A person, not the initial: the button's name must hold all its text (axe). */}
            <Avatar aria-hidden sx={{ width: 28, height: 28, bgcolor: 'secondary.main' }} />
          </ListItemAvatar>
          {expanded && (
            <>
              <ListItemText
                // The space keeps « admin Administrateur » two words for the button's name check.
                primary={`${name} `}
                secondary={role}
                sx={{ my: 0 }}
                slotProps={{
                  primary: { noWrap: true, fontWeight: 600, fontSize: '0.875rem' },
                  secondary: { noWrap: true, fontSize: '0.75rem' },
                }}
              />
              <UnfoldMoreIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            </>
          )}
        </ListItemButton>
      </SidebarTooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} {...placement}>
        {/* A heading, not an entry: skipped by the arrow keys, outside the menu's roles. */}
        <ListSubheader role="none" sx={{ lineHeight: 1.5, py: 1, color: 'text.primary' }}>
          <Typography fontWeight={600}>{name}</Typography>
          {identity?.email && (
            <Typography variant="body2" color="text.secondary">
              {identity.email}
            </Typography>
          )}
        </ListSubheader>
        <Divider />
        <MenuItem
          component={Link}
          to="/account"
          onClick={() => {
            close();
            closeSheet();
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Mon profil
        </MenuItem>
        {IS_DEMO && (
          <MenuItem
            onClick={() => {
              close();
              setConfirmReset(true);
            }}
          >
            <ListItemIcon>
              <RestartAltIcon fontSize="small" />
            </ListItemIcon>
            Réinitialiser les données de démo
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Se déconnecter
        </MenuItem>
      </Menu>
      {logoutDialog}
      {IS_DEMO && <DemoResetDialog open={confirmReset} onClose={() => setConfirmReset(false)} />}
    </>
  );
};

export default UserMenu;
