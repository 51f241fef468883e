import {
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useListContext, useResourceContext, useTranslateLabel } from 'react-admin';
import { useNarrowScreen } from './useNarrowScreen';
import { visuallyHidden } from './visuallyHidden';

/** A column of the table the skeleton stands for: its title (as the table says it) and kind. */
export interface SkeletonColumn {
  source?: string;
  label?: string;
  /** Right-aligned figures, a short bar. */
  numeric?: boolean;
  /** A square image (photo thumbnail). */
  image?: boolean;
}

interface ListSkeletonProps {
  /** The wide table's columns, in order. */
  columns: SkeletonColumn[];
  /** Lines of text under the primary one in the narrow list. */
  lines?: number;
  /** The narrow list's rows start with a picture. */
  avatar?: boolean;
}

/** Rows shown before the first answer: at most a screenful, and never more than a page. */
export const MAX_SKELETON_ROWS = 10;

const TEXT_WIDTHS = ['70%', '85%', '55%'];

/**
 * What a list shows until its first answer: its own columns' titles over grey rows on a wide
 * screen, rows of its own number of lines under 768px, so that the empty area never reads as
 * « no results ». Later loads keep the previous rows (`BusyListContent`).
 */
const ListSkeleton = ({ columns, lines = 1, avatar = false }: ListSkeletonProps) => {
  const narrow = useNarrowScreen();
  const { perPage } = useListContext();
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const rows = Array.from({ length: Math.min(perPage || MAX_SKELETON_ROWS, MAX_SKELETON_ROWS) });
  return (
    <Box role="status" data-testid="list-skeleton">
      <Box component="span" sx={visuallyHidden}>
        Chargement de la liste…
      </Box>
      {narrow ? (
        <List aria-hidden="true" disablePadding>
          {rows.map((_, row) => (
            <ListItem key={row} divider>
              {avatar && (
                <ListItemAvatar>
                  <Skeleton variant="rounded" width={40} height={48} />
                </ListItemAvatar>
              )}
              <ListItemText
                primary={<Skeleton width={TEXT_WIDTHS[row % 3]} />}
                secondary={Array.from({ length: lines }, (_, line) => (
                  <Skeleton key={line} width={TEXT_WIDTHS[(row + line + 1) % 3]} />
                ))}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Table size="small" aria-hidden="true">
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell
                  key={index}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {translateLabel({ source: column.source, label: column.label, resource })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((_, row) => (
              <TableRow key={row}>
                {columns.map((column, index) => (
                  <TableCell key={index} align={column.numeric ? 'right' : 'left'}>
                    {column.image ? (
                      <Skeleton variant="rounded" width={32} height={40} />
                    ) : (
                      <Skeleton
                        width={column.numeric ? 48 : TEXT_WIDTHS[(row + index) % 3]}
                        sx={{ display: 'inline-block', minWidth: 40 }}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

export default ListSkeleton;
