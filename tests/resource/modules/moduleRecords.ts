import type { RaRecord } from 'react-admin';
import { dataProvider } from '../../../src/api/dataProvider';
import type { Role } from '../../../src/api/types';
import { login } from '../../../src/auth/session';
import { canSee } from '../../../src/auth/access';
import type { ResourceDeclaration, RoleAction } from '../../../src/resource/declare';
import { rolesOf } from '../../../src/resource/declare';
import type { DemoAccount } from '../../helpers/demoApp';

type Declaration = ResourceDeclaration<object>;

/** The demo accounts and their roles (src/demo/seed/accounts.ts). */
const ACCOUNTS: [DemoAccount, Role[]][] = [
  ['admin', ['admin']],
  ['control', ['control']],
  ['dev', ['dev_api_list']],
  ['agent', []],
];

/** A demo account that may do `action` on the module (`true`), or one that may not (`false`). */
export const accountFor = (
  declaration: Declaration,
  action: RoleAction,
  allowed = true,
): DemoAccount | undefined =>
  ACCOUNTS.find(([, roles]) => canSee(rolesOf(declaration, action), roles) === allowed)?.[0];

/** A demo account that may read the module but not add to it. */
export const readerOnly = (declaration: Declaration): DemoAccount | undefined =>
  ACCOUNTS.find(
    ([, roles]) =>
      canSee(rolesOf(declaration, 'read'), roles) && !canSee(rolesOf(declaration, 'create'), roles),
  )?.[0];

/** How the views and notices name a record: its `recordRepresentation`, else « #id ». */
export const representationOf = (declaration: Declaration, record: RaRecord): string => {
  const { recordRepresentation } = declaration;
  if (typeof recordRepresentation === 'function') return String(recordRepresentation(record));
  if (typeof recordRepresentation === 'string') return String(record[recordRepresentation]);
  return `#${record.id}`;
};

/** The module's stored records, as the demo API gives them to an admin. */
export const storedRecords = async (declaration: Declaration): Promise<RaRecord[]> => {
  await login('admin', 'admin');
  const { data } = await dataProvider.getList(declaration.name, {
    pagination: { page: 1, perPage: 100 },
    sort: declaration.defaultSort ?? { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data;
};

/**
 * Two stored records that differ (of one owner, for a section), taken out of the demo API, so
 * that the views can write them again and find them by name: the first is created through
 * the form, then edited into the second, then deleted.
 */
export const twoRecordsToWrite = async (declaration: Declaration) => {
  const records = await storedRecords(declaration);
  const target = declaration.section?.target;
  const [first] = records;
  const second = records.find(
    (record) =>
      record !== first &&
      (!target || record[target] === first[target]) &&
      representationOf(declaration, record) !== representationOf(declaration, first),
  );
  if (!first || !second)
    throw new Error(`${declaration.name} : demoSeed doit donner deux éléments (d'un même parent)`);
  for (const record of [first, second])
    await dataProvider.delete(declaration.name, { id: record.id, previousData: record });
  return [first, second] as const;
};
