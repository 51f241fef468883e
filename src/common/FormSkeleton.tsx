import { Card, CardContent, Skeleton, Stack } from '@mui/material';

/** Stands in for a form while its record loads (users, service messages). */
const FormSkeleton = ({ fields = 5 }: { fields?: number }) => (
  <Card sx={{ mt: 2 }} aria-busy="true" aria-label="Chargement du formulaire">
    <CardContent>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {Array.from({ length: fields }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={48} />
        ))}
        <Skeleton variant="rounded" width={140} height={36} />
      </Stack>
    </CardContent>
  </Card>
);

export default FormSkeleton;
