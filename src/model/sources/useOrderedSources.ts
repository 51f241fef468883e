import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import type { SourceModel } from './sourceModels';

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Une erreur inattendue est survenue.';

/** Moves one entry of a list from `from` to `to`, as a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The sources of one record, in their order. A reorder shows at once, is sent with
 * `PATCH …/updateOrder { ids }`, and is undone with a French message if the server refuses.
 */
export function useOrderedSources(model: SourceModel, ownerId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [items, setItems] = useState<RaRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setError(null);
      try {
        const { data } = await dataProvider.getList(model.resource, {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: model.orderField, order: 'ASC' },
          filter: { [model.ownerField]: ownerId },
          signal,
        });
        setItems(data);
      } catch (failure) {
        if (!signal?.aborted) setError(errorText(failure));
      }
    },
    [dataProvider, model, ownerId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const reorder = useCallback(
    async (from: number, to: number) => {
      const before = itemsRef.current;
      if (!before || from === to || to < 0 || to >= before.length) return;
      const next = moveItem(before, from, to);
      setItems(next);
      setSaving(true);
      try {
        await dataProvider.call(`${model.api}.updateOrder`, {
          body: { ids: next.map((item) => item.id) },
        });
      } catch (failure) {
        setItems(before);
        notify(`Nouvel ordre annulé : ${errorText(failure)}`, { type: 'error' });
      } finally {
        setSaving(false);
      }
    },
    [dataProvider, model.api, notify],
  );

  const save = useCallback(
    async (values: Record<string, unknown>) => {
      if (values.id === undefined) {
        await dataProvider.create(model.resource, {
          data: { ...values, [model.ownerField]: ownerId },
        });
      } else {
        await dataProvider.update(model.resource, {
          id: values.id as number,
          data: values,
          previousData: values as RaRecord,
        });
      }
      await load();
    },
    [dataProvider, load, model, ownerId],
  );

  const remove = useCallback(
    async (record: RaRecord) => {
      try {
        await dataProvider.delete(model.resource, { id: record.id, previousData: record });
        setItems((current) => current?.filter((item) => item.id !== record.id) ?? null);
        return true;
      } catch (failure) {
        notify(errorText(failure), { type: 'error' });
        return false;
      }
    },
    [dataProvider, model.resource, notify],
  );

  return { items, error, saving, reload: load, reorder, save, remove };
}

export type OrderedSources = ReturnType<typeof useOrderedSources>;
