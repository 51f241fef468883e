import PeopleIcon from '@mui/icons-material/People';
import type { Login } from '../api/types';
import { defineResource } from '../resource/declare';
import views from './index';

/** /users: the accounts (admin). Custom views; labels in ./messages.ts. */
export default defineResource<Login>({
  name: 'users',
  label: { one: 'Utilisateur', many: 'Utilisateurs' },
  idField: 'login_id',
  endpoints: {
    list: 'login.list',
    getOne: 'login.load',
    create: 'login.save',
    update: 'login.save',
    delete: 'login.delete',
  },
  page: {
    title: 'Utilisateurs',
    description: 'Comptes et rôles des utilisateurs',
    icon: PeopleIcon,
    roles: ['admin'],
    group: 'admin',
    before: '/dev',
  },
  views,
});
