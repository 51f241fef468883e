import { useId, useMemo, useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { childrenOf, inTreeOrder, isWithin, nodeName, type TreeRecord } from './treeData';

interface MoveNodeDialogProps {
  nodes: readonly TreeRecord[];
  node: TreeRecord;
  nameField: string;
  kindField: string;
  onMove: (parentId: number | null, index: number) => void;
  onClose: () => void;
}

interface ParentOption {
  id: number | null;
  label: string;
  kind: string;
  depth: number;
}

const TOP: ParentOption = { id: null, label: 'Premier niveau (sans parent)', kind: '', depth: 0 };

/**
 * 'Déplacer vers…': the keyboard way to move a node, choosing its new parent and its place
 * among the new siblings. A parent inside the node itself is refused before anything is sent.
 */
const MoveNodeDialog = (props: MoveNodeDialogProps) => {
  const { nodes, node, nameField, kindField, onMove, onClose } = props;
  const titleId = useId();
  const name = nodeName(node, nameField);
  const options = useMemo<ParentOption[]>(
    () => [
      TOP,
      ...inTreeOrder(nodes).map(({ node: candidate, depth }) => ({
        id: candidate.id,
        label: nodeName(candidate, nameField),
        kind: String(candidate[kindField] ?? ''),
        depth: depth + 1,
      })),
    ],
    [nodes, nameField, kindField],
  );
  const [parent, setParent] = useState<ParentOption>(
    () => options.find((option) => option.id === node.parentId) ?? TOP,
  );
  const siblings = childrenOf(nodes, parent.id).filter((sibling) => sibling.id !== node.id);
  const currentIndex = childrenOf(nodes, node.parentId).findIndex((s) => s.id === node.id);
  const [index, setIndex] = useState(currentIndex);
  const place = parent.id === node.parentId ? index : siblings.length;
  const [placeChosen, setPlaceChosen] = useState(false);
  const position = placeChosen ? Math.min(index, siblings.length) : place;
  const refused = parent.id !== null && isWithin(nodes, parent.id, node.id);
  const refusal = `Impossible de placer « ${name} » sous lui-même ou sous un de ses descendants.`;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Déplacer « {name} » vers…</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choisissez le nouvel élément parent, puis la place parmi ses enfants.
        </DialogContentText>
        <Stack spacing={2}>
          <Autocomplete
            options={options}
            value={parent}
            onChange={(_, value) => {
              setParent(value ?? TOP);
              setPlaceChosen(false);
            }}
            disableClearable
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(option) => option.label}
            renderOption={({ key, ...optionProps }, option) => (
              <Box
                component="li"
                key={key}
                {...optionProps}
                sx={{ gap: 1, pl: `${option.depth * 16 + 16}px !important` }}
              >
                <span>{option.label}</span>
                <Typography component="span" variant="caption" color="text.secondary">
                  {option.kind}
                </Typography>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Nouveau parent"
                error={refused}
                helperText={refused ? refusal : ' '}
              />
            )}
          />
          <TextField
            select
            label="Position"
            value={position}
            onChange={(event) => {
              setIndex(Number(event.target.value));
              setPlaceChosen(true);
            }}
            disabled={refused}
          >
            <MenuItem value={0}>En premier</MenuItem>
            {siblings.map((sibling, rank) => (
              <MenuItem key={sibling.id} value={rank + 1}>
                Après « {nodeName(sibling, nameField)} »
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          disabled={refused}
          onClick={() => {
            onMove(parent.id, position);
            onClose();
          }}
        >
          Déplacer
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default MoveNodeDialog;
