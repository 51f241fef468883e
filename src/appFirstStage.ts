/**
 * The first half of the app's code, evaluated one task before the rest (src/appStages.ts):
 * evaluated with it, the whole took one task of 400 ms on a 4x slower CPU, and a key typed
 * in the login form waited that long. Here: Material UI's styling engine, the themes and the
 * components every page shows. Dynamically imported, so every export is kept as named.
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
  Chip,
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
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
export { ThemeProvider } from '@mui/material/styles';
