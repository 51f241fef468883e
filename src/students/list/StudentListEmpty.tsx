import { Card, CardContent, Typography } from '@mui/material';

/** No student at all (without filters): they come from the schools' synchronisation. */
const StudentListEmpty = () => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="p" gutterBottom>
        Aucun élève pour le moment.
      </Typography>
      <Typography color="text.secondary">
        Les élèves apparaissent ici après la synchronisation des écoles.
      </Typography>
    </CardContent>
  </Card>
);

export default StudentListEmpty;
