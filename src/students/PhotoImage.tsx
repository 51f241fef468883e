import { Box } from '@mui/material';
import StudentPhotoImage from '../photos/StudentPhotoImage';

interface PhotoImageProps {
  uuid: string;
  alt: string;
  width: number;
  height: number;
  size?: 'miniature' | 'fullsize';
}

/** A photo image in a frame of its size, loaded only when it comes near the screen. */
const PhotoImage = ({ uuid, alt, width, height, size = 'miniature' }: PhotoImageProps) => (
  <Box
    sx={{
      position: 'relative',
      flexShrink: 0,
      overflow: 'hidden',
      borderRadius: 1,
      bgcolor: 'action.hover',
      width,
      maxWidth: '100%',
      aspectRatio: `${width} / ${height}`,
    }}
  >
    <StudentPhotoImage
      uuid={uuid}
      size={size}
      alt={alt}
      lazy
      width={width}
      height={height}
      compact={width < 90}
    />
  </Box>
);

export default PhotoImage;
