import type { CDPSession } from 'playwright-core';

/**
 * The bytes of the page's heap that are compiled code (V8's bytecode and machine code, which
 * grow as more of the app's paths are run and optimized, up to a level): the self size of a
 * heap snapshot's `code` nodes. Taken after `HeapProfiler.collectGarbage`.
 */
export async function compiledCodeBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const code = snapshot.meta.node_types[0].indexOf('code');
  const type = fields.indexOf('type');
  const selfSize = fields.indexOf('self_size');
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (nodes[node + type] === code) bytes += nodes[node + selfSize];
  }
  return bytes;
}
