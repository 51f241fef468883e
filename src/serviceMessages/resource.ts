import CampaignIcon from '@mui/icons-material/Campaign';
import type { ServiceMessage } from '../api/types';
import { defineResource } from '../resource/declare';
import views from './index';

/** /service-messages: the messages shown to users (admin). Custom views; labels in ./messages.ts. */
export default defineResource<ServiceMessage>({
  name: 'service-messages',
  label: { one: 'Message de service', many: 'Messages de service' },
  notice: { one: 'Message', many: 'messages' },
  idField: 'serviceMessage_id',
  endpoints: {
    list: 'serviceMessage.list',
    getOne: 'serviceMessage.load',
    create: 'serviceMessage.save',
    update: 'serviceMessage.save',
    delete: 'serviceMessage.delete',
  },
  page: {
    title: 'Messages de service',
    description: 'Messages affichés aux utilisateurs',
    icon: CampaignIcon,
    roles: ['admin'],
    group: 'admin',
  },
  views,
});
