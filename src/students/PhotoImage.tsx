import { Box } from '@mui/material';
import { photoUrl } from '../api/photoUrl';

interface PhotoImageProps {
  uuid: string;
  alt: string;
  width: number;
  height: number;
  size?: 'miniature' | 'fullsize';
}

/** A photo image, loaded only when it comes near the screen. */
const PhotoImage = ({ uuid, alt, width, height, size = 'miniature' }: PhotoImageProps) => (
  <Box
    component="img"
    src={photoUrl(uuid, size)}
    alt={alt}
    loading="lazy"
    decoding="async"
    width={width}
    height={height}
    sx={{
      display: 'block',
      flexShrink: 0,
      objectFit: 'cover',
      borderRadius: 1,
      bgcolor: 'action.hover',
      maxWidth: '100%',
      height: 'auto',
      aspectRatio: `${width} / ${height}`,
    }}
  />
);

export default PhotoImage;
