import { useGetOne } from 'react-admin';
import type { Dren, School } from '../api/types';

/** A DREN's name for titles and breadcrumbs ('DREN n° 3' if it cannot be read). */
export const useDrenName = (drenId: number | undefined): string | undefined => {
  const { data, error } = useGetOne<Dren & { id: number }>(
    'dren',
    { id: drenId ?? 0 },
    { enabled: drenId !== undefined },
  );
  if (drenId === undefined) return undefined;
  return data?.dren_name ?? (error ? `DREN n° ${drenId}` : undefined);
};

/** A school's name and DREN ('École n° 12' if it cannot be read). */
export const useSchool = (schoolId: number | undefined) => {
  const { data, error } = useGetOne<School & { id: number }>(
    'school',
    { id: schoolId ?? 0 },
    { enabled: schoolId !== undefined },
  );
  if (schoolId === undefined) return { name: undefined, drenId: undefined };
  return {
    name: data?.school_name ?? (error ? `École n° ${schoolId}` : undefined),
    drenId: data?.dren_id,
  };
};
