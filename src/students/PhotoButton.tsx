import { ButtonBase } from '@mui/material';
import PhotoImage from './PhotoImage';

interface PhotoButtonProps {
  uuid: string;
  /** Describes the photo; the button's name is "Agrandir : <alt>". */
  alt: string;
  width: number;
  height: number;
  onOpen: (uuid: string) => void;
}

/** A miniature that opens the photo in full size. */
const PhotoButton = ({ uuid, alt, width, height, onOpen }: PhotoButtonProps) => (
  <ButtonBase
    onClick={() => onOpen(uuid)}
    aria-label={`Agrandir : ${alt}`}
    focusRipple
    sx={{ borderRadius: 1, alignSelf: 'flex-start' }}
  >
    <PhotoImage uuid={uuid} alt={alt} width={width} height={height} />
  </ButtonBase>
);

export default PhotoButton;
