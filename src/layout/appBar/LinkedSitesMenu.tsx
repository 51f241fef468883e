import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import LaunchIcon from '@mui/icons-material/Launch';
import AppsIcon from '@mui/icons-material/Apps';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../api/dataProvider';
import type { AppConfig } from '../../api/types';
import { DEFAULT_LINKED_SITES } from './linkedSites';

const useLinkedSites = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['config.getConfig'],
    queryFn: () => dataProvider.call<AppConfig>('config.getConfig'),
    staleTime: Infinity,
    retry: 1,
  });
  return data?.linkedSites?.length ? data.linkedSites : DEFAULT_LINKED_SITES;
};

/** 'Sites liés': the sister sites, each in a new tab. */
const LinkedSitesMenu = ({ compact }: { compact: boolean }) => {
  const sites = useLinkedSites();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label="Sites liés"
        startIcon={<AppsIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[
          { textTransform: 'none' },
          compact && { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } },
        ]}
      >
        {!compact && 'Sites liés'}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {sites.map((site) => (
          <MenuItem
            key={site.site_key}
            component="a"
            href={site.site_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setAnchor(null)}
          >
            <ListItemText primary={site.site_name} />
            <LaunchIcon
              fontSize="small"
              sx={{ ml: 2, color: 'text.secondary' }}
              aria-label="(nouvel onglet)"
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

export default LinkedSitesMenu;
