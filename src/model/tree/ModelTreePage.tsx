import { useCallback, useMemo, useState } from 'react';
import { Box, Card, CardContent, Drawer, Skeleton, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import EmptyState from '../../common/EmptyState';
import RetryAlert from '../../common/RetryAlert';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import ModelTree from './ModelTree';
import NodeDetails from './NodeDetails';
import NodeDialogs, { type OpenDialog } from './NodeDialogs';
import TreeToolbar from './TreeToolbar';
import { ancestorsOf, childrenOf, matchingIds, type TreeRecord } from './treeData';
import type { TreeModel } from './treeModels';
import { useTreeNodes } from './useTreeNodes';

const withAncestors = (nodes: readonly TreeRecord[], expanded: string[], ids: number[]) => {
  const next = new Set(expanded);
  ids.forEach((id) => ancestorsOf(nodes, id).forEach((ancestor) => next.add(String(ancestor))));
  return [...next];
};

/** A tree model's page: the hierarchy, a search, the selected node's details and actions. */
const ModelTreePage = ({ model }: { model: TreeModel }) => {
  const tree = useTreeNodes(model);
  const nodes = tree.nodes;
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const narrow = useNarrowScreen();
  // On a phone a tapped node's details open in a sheet, near the finger.
  const [sheetOpen, setSheetOpen] = useState(false);

  // First view: the first two levels open.
  const shown = useMemo(
    () => expanded ?? (nodes ? childrenOf(nodes, null).map((root) => String(root.id)) : []),
    [expanded, nodes],
  );
  const matches = useMemo(
    () => new Set(nodes ? matchingIds(nodes, model.nameField, query) : []),
    [nodes, model.nameField, query],
  );

  const select = useCallback(
    (id: number) => {
      setSelected(id);
      if (nodes) setExpanded(withAncestors(nodes, shown, [id]));
    },
    [nodes, shown],
  );

  const search = (text: string) => {
    setQuery(text);
    if (!nodes) return;
    const found = matchingIds(nodes, model.nameField, text);
    if (found.length === 0) return;
    setExpanded(withAncestors(nodes, shown, found));
    setSelected(found[0]);
  };

  if (tree.error) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title={model.title} />
        <RetryAlert onRetry={() => tree.reload()}>{tree.error}</RetryAlert>
      </Box>
    );
  }
  const node = nodes?.find((candidate) => candidate.id === selected) ?? null;
  const details =
    node && nodes ? (
      <NodeDetails
        model={model}
        nodes={nodes}
        node={node}
        busy={tree.moving}
        onAction={(action) => {
          setSheetOpen(false);
          setDialog({ action, node });
        }}
      />
    ) : (
      <Typography color="text.secondary">
        Sélectionnez un élément de l’arborescence pour voir son détail.
      </Typography>
    );

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={model.title} />
      <Typography variant="h5" component="h1">
        {model.title}
      </Typography>
      <TreeToolbar
        query={query}
        onSearch={search}
        matchCount={matches.size}
        onExpandAll={() =>
          nodes &&
          setExpanded(nodes.filter((n) => childrenOf(nodes, n.id).length).map((n) => String(n.id)))
        }
        onCollapseAll={() => setExpanded([])}
        onCreateRoot={() => setDialog({ action: 'root', node: null })}
        disabled={!nodes}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }} aria-busy={!nodes || tree.moving}>
            {!nodes ? (
              <Stack spacing={1} aria-label="Chargement de l’arborescence">
                {Array.from({ length: 8 }, (_, index) => (
                  <Skeleton
                    key={index}
                    variant="rounded"
                    height={32}
                    sx={{ ml: (index % 3) * 3 }}
                  />
                ))}
              </Stack>
            ) : nodes.length === 0 ? (
              <EmptyState
                message={model.emptyMessage}
                hint="Ajoutez un élément de premier niveau."
              />
            ) : (
              <ModelTree
                model={model}
                nodes={nodes}
                expanded={shown}
                onExpandedChange={setExpanded}
                selected={selected}
                onSelect={select}
                matches={matches}
                onMove={(id, parentId, index) => void tree.move(id, parentId, index)}
                onActivate={() => setSheetOpen(narrow)}
                busy={tree.moving}
              />
            )}
          </CardContent>
        </Card>
        <Card sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <CardContent>{details}</CardContent>
        </Card>
      </Box>
      <Drawer
        anchor="bottom"
        open={narrow && sheetOpen && node !== null}
        onClose={() => setSheetOpen(false)}
        slotProps={{
          paper: { sx: { p: 2, pb: 3, borderRadius: '12px 12px 0 0', maxHeight: '80vh' } },
        }}
      >
        {details}
      </Drawer>
      {dialog && nodes && (
        <NodeDialogs
          model={model}
          tree={tree}
          nodes={nodes}
          open={dialog}
          onSelect={select}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
};

export default ModelTreePage;
