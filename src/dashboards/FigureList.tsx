import { Box, Typography } from '@mui/material';

export interface Figure {
  label: string;
  value: string;
  /** The share, worded ('62,4 % des élèves'). */
  detail?: string;
  color?: string;
}

/**
 * A number of any width wraps inside its column rather than running over the next figure (its
 * thousands are joined by no-break spaces, so only a break anywhere can wrap it).
 */
const WRAP = { overflowWrap: 'anywhere' } as const;

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
      <Box key={name} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {name}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, order: -1, fontWeight: 'bold', fontSize: '1.5rem', color, ...WRAP }}
        >
          {value}
        </Typography>
        {detail && (
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, ...WRAP }}>
            {detail}
          </Typography>
        )}
      </Box>
    ))}
  </Box>
);

export default FigureList;
