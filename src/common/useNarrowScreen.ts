import { useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../constants/sidebar';

/** Under 768px (the app's mobile breakpoint): lists switch from tables to simple lists. */
export const useNarrowScreen = (): boolean => useMediaQuery(MOBILE_QUERY, { noSsr: true });
