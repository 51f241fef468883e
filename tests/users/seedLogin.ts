import { dataProvider } from '../../src/api/dataProvider';
import type { Login } from '../../src/api/types';
import { login } from '../../src/auth/session';

/** Creates an account through the API (as admin) for a test to edit or delete. */
export const seedLogin = async (loginName: string, extra: Partial<Login> = {}): Promise<Login> => {
  await login('admin', 'admin');
  const { data } = await dataProvider.create('users', {
    data: {
      login_name: loginName,
      login_fullName: `Compte ${loginName}`,
      login_email: `${loginName}@education.gouv.ci`,
      login_role: 'control',
      login_additionalRoles: [],
      login_password: 'motdepasse-1',
      ...extra,
    },
  });
  return data as Login;
};
