import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { toast } from 'sonner';
import type { AppDataProvider } from '../../api/dataProvider';
import { frenchMessage } from '../../api/errors';
import { movedNotice, restoredNotice, undoPayload } from './moveNotice';
import {
  applyHierarchy,
  MoveRefused,
  planMove,
  planReattach,
  type HierarchyNode,
  type TreeRecord,
} from './treeData';
import type { TreeModel } from './treeModels';
import { answeredInPlace } from '../../common/toastActions';

/** The server caps a list page at 1,000 records (docs/api.md): a model tree fits in one. */
const ALL = { page: 1, perPage: 1000 };

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : frenchMessage(error);

/**
 * A whole tree model, held on the page so that a move shows at once: the nodes, their
 * loading state, and the writes (move, save, delete), each sent to the server; a move the
 * server refuses is undone on screen with a French message.
 */
export function useTreeNodes(model: TreeModel) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [nodes, setNodes] = useState<TreeRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const nodesRef = useRef<TreeRecord[] | null>(null);
  nodesRef.current = nodes;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setError(null);
      try {
        const { data } = await dataProvider.getList(model.resource, {
          pagination: ALL,
          sort: { field: 'order', order: 'ASC' },
          filter: {},
          signal,
        });
        setNodes(data as TreeRecord[]);
      } catch (failure) {
        if (!signal?.aborted) setError(errorText(failure));
      }
    },
    [dataProvider, model.resource],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const sendHierarchy = useCallback(
    (payload: HierarchyNode[]) =>
      dataProvider.call(`${model.api}.updateHierarchy`, { body: { nodes: payload } }),
    [dataProvider, model.api],
  );

  /** « Annuler » on a move's toast: the nodes it changed go back where they were. */
  const undoMove = useCallback(
    async (id: number, restore: HierarchyNode[]) => {
      const before = nodesRef.current;
      if (!before) return;
      const restored = applyHierarchy(before, restore);
      setNodes(restored);
      setMoving(true);
      try {
        await sendHierarchy(restore);
        toast.success(restoredNotice(restored, id, model.nameField), { id: model.api });
      } catch (failure) {
        setNodes(before);
        toast.error(`Annulation impossible : ${errorText(failure)}`, { id: model.api });
      } finally {
        setMoving(false);
      }
    },
    [model.api, model.nameField, sendHierarchy],
  );

  /**
   * Moves a node; false when refused (before sending, or by the server and then undone). Its
   * toast says where it went and offers « Annuler »; one toast per tree, the latest move's.
   */
  const move = useCallback(
    async (id: number, parentId: number | null, index: number): Promise<boolean> => {
      const before = nodesRef.current;
      if (!before || moving) return false;
      let plan;
      try {
        plan = planMove(before, id, parentId, index, model.nameField);
      } catch (refusal) {
        if (!(refusal instanceof MoveRefused)) throw refusal;
        notify(refusal.message, { type: 'error' });
        return false;
      }
      setNodes(plan.nodes);
      setMoving(true);
      try {
        await sendHierarchy(plan.payload);
        const restore = undoPayload(before, plan.payload);
        toast.success(movedNotice(plan.nodes, id, model.nameField), {
          id: model.api,
          action: answeredInPlace('Annuler', () => void undoMove(id, restore)),
        });
        return true;
      } catch (failure) {
        setNodes(before);
        notify(`Déplacement annulé : ${errorText(failure)}`, { type: 'error' });
        return false;
      } finally {
        setMoving(false);
      }
    },
    [model.api, model.nameField, moving, notify, sendHierarchy, undoMove],
  );

  /**
   * Creates or updates a node; the caller's form receives the server's field errors. A new
   * node can then be put at `index` among its siblings (a sibling right after the selection).
   */
  const save = useCallback(
    async (values: Partial<TreeRecord>, index?: number): Promise<TreeRecord> => {
      const { data } =
        values.id === undefined
          ? await dataProvider.create(model.resource, { data: values })
          : await dataProvider.update(model.resource, {
              id: values.id,
              data: values,
              previousData: nodesRef.current?.find((node) => node.id === values.id),
            });
      const saved = data as TreeRecord;
      const current = nodesRef.current ?? [];
      const next = current.some((node) => node.id === saved.id)
        ? current.map((node) => (node.id === saved.id ? saved : node))
        : [...current, saved];
      setNodes(next);
      if (index === undefined) return saved;
      const plan = planMove(next, saved.id, saved.parentId, index, model.nameField);
      setNodes(plan.nodes);
      await sendHierarchy(plan.payload).catch((failure: unknown) => {
        setNodes(next);
        notify(`Élément créé, mais placé en dernier : ${errorText(failure)}`, { type: 'warning' });
      });
      return saved;
    },
    [dataProvider, model.nameField, model.resource, notify, sendHierarchy],
  );

  /**
   * Deletes a node: its children first take its place under its parent, then the node goes.
   * If the deletion is refused, the children are put back where they were.
   */
  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      const before = nodesRef.current;
      if (!before) return false;
      const reattach = planReattach(before, id);
      try {
        if (reattach.payload.length) {
          await sendHierarchy(reattach.payload);
          setNodes(reattach.nodes);
        }
        await dataProvider.delete(model.resource, { id, previousData: { id } });
        setNodes((current) => current?.filter((node) => node.id !== id) ?? null);
        return true;
      } catch (failure) {
        if (reattach.payload.length) {
          await sendHierarchy(undoPayload(before, reattach.payload)).catch(() => undefined);
          setNodes(before);
        }
        notify(errorText(failure), { type: 'error' });
        return false;
      }
    },
    [dataProvider, model.resource, notify, sendHierarchy],
  );

  return { nodes, error, moving, reload: load, move, save, remove };
}

export type TreeNodes = ReturnType<typeof useTreeNodes>;
