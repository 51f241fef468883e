import type { ModelDatabase } from '../../api/types';

/** The engines the server accepts (src/demo/handlers/model.ts). */
export const ENGINE_CHOICES: { id: ModelDatabase['modelDatabase_engine']; name: string }[] = [
  { id: 'PostgreSQL', name: 'PostgreSQL' },
  { id: 'MySQL', name: 'MySQL' },
  { id: 'SQL Server', name: 'SQL Server' },
  { id: 'Oracle', name: 'Oracle' },
];

/** Every record of a reference list fits in one page (the server's cap is 1,000). */
export const ALL_RECORDS = { page: 1, perPage: 1000 };
