import type { AlertColor } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ServiceMessageType } from '../../api/types';

interface MessageStyle {
  severity: AlertColor;
  Icon: SvgIconComponent;
}

const STYLES: Record<ServiceMessageType, MessageStyle> = {
  Info: { severity: 'info', Icon: InfoOutlinedIcon },
  Warning: { severity: 'warning', Icon: WarningAmberIcon },
  Alert: { severity: 'error', Icon: ErrorOutlineIcon },
};

/** How a message of each type looks: its MUI Alert severity and icon (Info for unknown types). */
export const messageStyle = (type: ServiceMessageType): MessageStyle => STYLES[type] ?? STYLES.Info;
