import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import RetryAlert from '../../common/RetryAlert';

interface SectionCardProps<T> {
  title: string;
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** French sentence when the answer holds nothing. */
  empty: string;
  isEmpty: (data: T) => boolean;
  /** Replaces the generic error message, e.g. for a 403. */
  errorMessage?: (error: unknown) => ReactNode | undefined;
  /** Shown instead of the section's content, whatever the query (e.g. a right missing). */
  notice?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One section of the student page: its own skeleton, empty and error states. */
const SectionCard = <T,>({
  title,
  query,
  empty,
  isEmpty,
  errorMessage,
  notice,
  children,
}: SectionCardProps<T>) => {
  const { data, isPending, isError, error, refetch } = query;
  const custom = isError ? errorMessage?.(error) : undefined;
  const content = notice ? (
    notice
  ) : (
    <>
      {isPending && (
        <Box role="status" aria-label={`Chargement : ${title}`}>
          <Skeleton height={28} />
          <Skeleton height={28} width="80%" />
          <Skeleton height={28} width="60%" />
        </Box>
      )}
      {custom}
      {isError && !custom && (
        <RetryAlert onRetry={refetch}>
          Impossible de charger cette section. {(error as Error | null)?.message}
        </RetryAlert>
      )}
      {data !== undefined && !isError && isEmpty(data) && (
        <Typography color="text.secondary">{empty}</Typography>
      )}
      {data !== undefined && !isError && !isEmpty(data) && children(data)}
    </>
  );
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{content}</CardContent>
    </Card>
  );
};

export default SectionCard;
