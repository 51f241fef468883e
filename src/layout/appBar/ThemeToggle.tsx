import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTheme } from 'react-admin';
import { THEME_KEY } from '../theme';

/** Light/dark switch, remembered across reloads and logouts. */
const ThemeToggle = () => {
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Passer au thème sombre' : 'Passer au thème clair';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => {
          localStorage.setItem(THEME_KEY, next);
          document.documentElement.dataset.theme = next;
          setTheme(next);
        }}
      >
        {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
};

export default ThemeToggle;
