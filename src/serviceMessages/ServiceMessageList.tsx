import { useMediaQuery } from '@mui/material';
import { List, NullableBooleanInput, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { MOBILE_QUERY } from '../constants/sidebar';
import ListErrorState from '../common/ListErrorState';
import { SERVICE_MESSAGE_TYPE_CHOICES } from './messageTypes';
import ServiceMessageSimpleList from './ServiceMessageSimpleList';
import ServiceMessageTable from './ServiceMessageTable';
import InlineCreateButton from '../common/InlineCreateButton';
import BusyListContent from '../common/BusyListContent';
import ListPagination from '../common/ListPagination';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Titre ou contenu" />,
  <SelectInput
    key="serviceMessage_type"
    source="serviceMessage_type"
    choices={SERVICE_MESSAGE_TYPE_CHOICES}
    translateChoice={false}
    emptyText="Tous les types"
    alwaysOn
  />,
  <NullableBooleanInput
    key="serviceMessage_displayed"
    source="serviceMessage_displayed"
    alwaysOn
  />,
];

/** The service messages, newest first, searched and paged by the server. */
const ServiceMessageList = () => {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <List
      component={BusyListContent}
      filters={filters}
      sort={{ field: 'serviceMessage_createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      actions={
        <TopToolbar>
          <InlineCreateButton />
        </TopToolbar>
      }
      error={<ListErrorState />}
    >
      {narrow ? <ServiceMessageSimpleList /> : <ServiceMessageTable />}
    </List>
  );
};

export default ServiceMessageList;
