import { Typography, type TypographyProps } from '@mui/material';

/**
 * Text at the top of a menu (who is logged in). MUI's MenuList skips it when it picks the
 * item that takes the focus on opening, as it skips a Divider: the keyboard lands on the
 * first item, not on the list, and the text gets no tabIndex.
 */
const MenuText = (props: TypographyProps) => <Typography {...props} />;
MenuText.muiSkipListHighlight = true;

export default MenuText;
