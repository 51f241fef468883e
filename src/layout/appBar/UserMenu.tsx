import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useState } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import { Link } from 'react-router-dom';
import { IS_DEMO } from '../../config';
import DemoResetItem from './DemoResetItem';

/** The user's name, 'Mon profil' (/account) and 'Se déconnecter'. */
const UserMenu = () => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = identity?.fullName ?? '';
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Mon compte">
        <IconButton
          color="inherit"
          aria-label={`Menu de l'utilisateur ${name}`}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'secondary.main' }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Typography sx={{ px: 2, py: 1, fontWeight: 600 }}>{name}</Typography>
        {identity?.email && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {identity.email}
          </Typography>
        )}
        <Divider />
        <MenuItem component={Link} to="/account" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Mon profil
        </MenuItem>
        {IS_DEMO && <DemoResetItem onDone={close} />}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Se déconnecter
        </MenuItem>
      </Menu>
    </>
  );
};

export default UserMenu;
