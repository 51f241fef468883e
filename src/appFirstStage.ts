/**
 * The first half of the app's code, evaluated one task before the rest (src/appStages.ts):
 * evaluated with it, the whole took one task of 400 ms on a 4x slower CPU, and a key typed
 * in the login form waited that long. Here: Material UI's styling engine, the themes and the
 * components the layout and the home page show; the lists' (tables, pagination, text fields,
 * chips) come with the pages that show them (docs/decisions/login.md, "What the home page
 * loads"). Dynamically imported, so every export is kept as named.
 */
export { lightTheme, darkTheme } from './layout/theme';
export {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CssBaseline,
  Dialog,
  Drawer,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Popover,
  Skeleton,
  Snackbar,
  Stack,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
export { ThemeProvider } from '@mui/material/styles';
