import { ListItemText, Menu, MenuItem } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LaunchIcon from '@mui/icons-material/Launch';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../api/dataProvider';
import type { AppConfig } from '../../../api/types';
import { useFooterMenu } from './footerMenu';
import { DEFAULT_LINKED_SITES } from './linkedSites';
import SidebarAction from './SidebarAction';

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
const LinkedSitesMenu = () => {
  const sites = useLinkedSites();
  const { closeSheet, ...placement } = useFooterMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <SidebarAction
        label="Sites liés"
        icon={<AppsIcon fontSize="small" />}
        end={<ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} {...placement}>
        {sites.map((site) => (
          <MenuItem
            key={site.site_key}
            component="a"
            href={site.site_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => {
              setAnchor(null);
              closeSheet();
            }}
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
