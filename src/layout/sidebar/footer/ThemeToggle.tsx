import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTheme, useThemesContext } from 'react-admin';
import { THEME_KEY } from '../../theme';
import SidebarAction from './SidebarAction';

/** Light/dark switch, remembered across reloads and logouts. */
const ThemeToggle = () => {
  // The app's default (the saved choice), as <Admin> applies it, not the system's preference.
  const { defaultTheme } = useThemesContext();
  const [theme, setTheme] = useTheme(defaultTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <SidebarAction
      label={next === 'dark' ? 'Passer au thème sombre' : 'Passer au thème clair'}
      text={next === 'dark' ? 'Thème sombre' : 'Thème clair'}
      icon={
        next === 'dark' ? <DarkModeIcon fontSize="small" /> : <LightModeIcon fontSize="small" />
      }
      onClick={() => {
        localStorage.setItem(THEME_KEY, next);
        document.documentElement.dataset.theme = next;
        setTheme(next);
      }}
    />
  );
};

export default ThemeToggle;
