import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled part of the home page whose cards fill the width, one per line on a phone. */
const HomeSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

export default HomeSection;
