import { useMemo, useRef } from 'react';
import { Box, useTheme } from '@mui/material';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  type Edge,
  type OnSelectionChangeFunc,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { FRENCH_ARIA_LABELS } from './ariaLabels';
import { initialViewport } from './initialViewport';
import type { MapGraph } from './graphTypes';
import { layoutGraph } from './layout';
import MapNodeView, { type FlowNode } from './MapNodeView';
import { SYNC_STATES } from './syncState';

const nodeTypes = { map: MapNodeView };

interface MapGraphViewProps {
  graph: MapGraph;
  onOpen: (id: string) => void;
}

/**
 * The graph (@xyflow/react), laid out by layout.ts. A click, or Enter on a focused node,
 * opens its details; links are coloured by the state of their last synchronisation and
 * move while it runs. It opens at a zoom where the nodes' text reads (`initialViewport`).
 */
const MapGraphView = ({ graph, onOpen }: MapGraphViewProps) => {
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const { nodes, edges } = useMemo(() => {
    const positions = layoutGraph(graph);
    const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
    const flowNodes: FlowNode[] = graph.nodes.map((node) => ({
      id: node.id,
      type: 'map',
      position: positions.get(node.id) ?? { x: 0, y: 0 },
      data: { node },
      draggable: false,
      connectable: false,
      ariaLabel: `${node.label} : ${SYNC_STATES[node.state].label}`,
    }));
    const flowEdges: Edge[] = graph.edges.map((edge) => {
      const { color, dashed, label } = SYNC_STATES[edge.state];
      return {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        animated: edge.state === 'running',
        focusable: false,
        style: { stroke: color, strokeWidth: 2, strokeDasharray: dashed ? '6 4' : undefined },
        markerEnd: { type: MarkerType.ArrowClosed, color, width: 16, height: 16 },
        ariaLabel: `${labels.get(edge.source)} ${edge.relation} ${labels.get(edge.target)} : ${label}`,
      };
    });
    return { nodes: flowNodes, edges: flowEdges };
  }, [graph]);

  // Enter or Space on a focused node selects it: open it as a click would.
  const onSelectionChange: OnSelectionChangeFunc = ({ nodes: selected }) => {
    if (selected.length === 1) onOpen(selected[0].id);
  };

  return (
    <Box ref={frame} sx={{ width: '100%', height: '100%' }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodeClick={(_, node) => onOpen(node.id)}
        onSelectionChange={onSelectionChange}
        nodesConnectable={false}
        nodesDraggable={false}
        edgesFocusable={false}
        onInit={(flow) =>
          void flow.setViewport(
            initialViewport(
              frame.current?.clientWidth ?? 0,
              frame.current?.clientHeight ?? 0,
              nodes.map((node) => node.position),
            ),
          )
        }
        minZoom={0.2}
        ariaLabelConfig={FRENCH_ARIA_LABELS}
        colorMode={theme.palette.mode}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
};

export default MapGraphView;
