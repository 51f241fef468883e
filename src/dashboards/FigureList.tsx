import { Box, Typography } from '@mui/material';

export interface Figure {
  label: string;
  value: string;
  /** The share, worded ('62,4 % des élèves'). */
  detail?: string;
  color?: string;
}

/** Key figures as a definition list: the number big, its label and share below. */
const FigureList = ({ figures, label }: { figures: readonly Figure[]; label: string }) => (
  <Box
    component="dl"
    aria-label={label}
    sx={{
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    }}
  >
    {figures.map(({ label: name, value, detail, color }) => (
      <Box key={name} sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {name}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, order: -1, fontWeight: 'bold', fontSize: '1.5rem', color }}
        >
          {value}
        </Typography>
        {detail && (
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {detail}
          </Typography>
        )}
      </Box>
    ))}
  </Box>
);

export default FigureList;
