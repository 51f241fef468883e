import { forwardRef, type MouseEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableCallbacksContext,
  useGetPathForRecordCallback,
  useRecordContext,
  useResourceContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

/** A click that asks for a new tab: Ctrl+click (Cmd+click on a Mac) or a middle click. */
const wantsNewTab = (event: MouseEvent) =>
  event.button === 1 || (event.button === 0 && (event.ctrlKey || event.metaKey));

/**
 * A list row that behaves like a link: Ctrl/Cmd+click or a middle click opens its record in a
 * new tab, as its links do; a plain click opens it here (react-admin's row). A click on a
 * link, button or checkbox inside the row is left to it.
 */
const NewTabRow = forwardRef<HTMLTableRowElement, DataTableRowProps>((props, ref) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { rowClick } = useDataTableCallbacksContext();
  const pathFor = useGetPathForRecordCallback();

  const openInNewTab = async (event: MouseEvent) => {
    if (!record || !resource || !wantsNewTab(event)) return;
    if ((event.target as Element).closest('a, button, input, label')) return;
    event.preventDefault();
    event.stopPropagation();
    const link =
      typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
    if (link === 'expand' || link === 'toggleSelection' || link === false) return;
    const path = await pathFor({ record, resource, link });
    if (path) window.open(path, '_blank', 'noopener');
  };

  return (
    <DataTableRow
      ref={ref}
      {...props}
      onClickCapture={(event) => void openInNewTab(event)}
      onAuxClick={(event) => void openInNewTab(event)}
    />
  );
});
NewTabRow.displayName = 'NewTabRow';

/** Every DataTable's body (the theme's default): rows that open in a new tab on request. */
export const NewTabBody = forwardRef<HTMLTableSectionElement, DataTableBodyProps>((props, ref) => (
  <DataTableBody ref={ref} {...props} row={NewTabRow} />
));
NewTabBody.displayName = 'NewTabBody';
