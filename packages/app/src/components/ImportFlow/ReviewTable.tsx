import { Checkbox } from '@stampcard/ui/Checkbox';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useId, useRef } from 'react';
import { problemsOf, type ImportKind, type ReviewRow } from '#app/lib/import';
import { CellError, CellInput, HeaderRow, Muted, Row, RowNumber, TableGrid, TableScroll } from './ImportFlow.styles';
import { importTexts } from './importTexts';

export interface ReviewTableProps {
  readonly kind: ImportKind<unknown>;
  readonly rows: readonly ReviewRow[];
  /** The indexes (into `rows`) of the rows to show, in order. */
  readonly visible: readonly number[];
  /** The fields the file gives, in the fields' order. */
  readonly fields: readonly { readonly key: string; readonly label: string }[];
  readonly onEdit: (index: number, field: string, text: string) => void;
  readonly onExclude: (index: number, isExcluded: boolean) => void;
}

/** A row's height: one line of inputs and a line of error under them. */
const rowHeight = 68;

/**
 * The rows of an import, each cell editable in place with its problem under it, each row
 * excludable. Virtualised: only the rows in view (and a few around) are in the page, so 50,000
 * rows scroll and filter as quickly as 50. A table to assistive technology, with its full row
 * count and each row's index.
 */
function ReviewTableView({ kind, rows, visible, fields, onEdit, onExclude }: ReviewTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // The virtualizer's measurements change without React's knowledge; this component is not compiled to memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    initialRect: { width: 1000, height: 560 },
  });
  if (visible.length === 0) return <Muted role="status">{importTexts.noRows}</Muted>;
  const columns = `72px repeat(${String(fields.length)}, minmax(180px, 1fr)) 88px`;
  return (
    // Focusable, so the rows scroll by keyboard too (arrow keys, Page Down) before a cell has focus.
    <TableScroll ref={scrollRef} tabIndex={0} role="region" aria-label={importTexts.rowsScroll}>
      <TableGrid
        role="table"
        aria-label={importTexts.rowsTable(kind)}
        aria-rowcount={visible.length + 1}
        style={{ '--import-columns': columns, height: virtualizer.getTotalSize() + 40 }}
      >
        <HeaderRow role="row" aria-rowindex={1}>
          <div role="columnheader">{importTexts.rowHeader}</div>
          {fields.map((field) => (
            <div role="columnheader" key={field.key}>
              {field.label}
            </div>
          ))}
          <div role="columnheader">{importTexts.includeHeader}</div>
        </HeaderRow>
        {virtualizer.getVirtualItems().map((item) => {
          const index = visible[item.index] ?? -1;
          const row = rows[index];
          if (row === undefined) return null;
          const problems = problemsOf(kind, row);
          return (
            <Row
              role="row"
              key={row.line}
              aria-rowindex={item.index + 2}
              data-excluded={row.isExcluded || undefined}
              style={{ top: 40 + item.start, height: rowHeight }}
            >
              <RowNumber role="rowheader">
                {row.line}
                {row.isExisting ? <small>{kind.existingText}</small> : null}
              </RowNumber>
              {fields.map((field) => {
                const problem = problems[field.key];
                const errorId = `${id}-${String(row.line)}-${field.key}`;
                return (
                  <div role="cell" key={field.key}>
                    <CellInput
                      aria-label={importTexts.cell(field.label, row.line)}
                      aria-invalid={problem !== undefined && !row.isExcluded}
                      aria-describedby={problem === undefined ? undefined : errorId}
                      value={row.values[field.key] ?? ''}
                      disabled={row.isExcluded}
                      onChange={(event) => {
                        onEdit(index, field.key, event.target.value);
                      }}
                    />
                    {problem === undefined || row.isExcluded ? null : <CellError id={errorId}>{problem}</CellError>}
                  </div>
                );
              })}
              <div role="cell">
                <Checkbox
                  aria-label={importTexts.include(row.line)}
                  isSelected={!row.isExcluded}
                  onChange={(isSelected) => {
                    onExclude(index, !isSelected);
                  }}
                />
              </div>
            </Row>
          );
        })}
      </TableGrid>
    </TableScroll>
  );
}

/**
 * Rendered again only when what it shows changes, not on every render of the step around it (the
 * progress of the server's check, the filter's own box). The callbacks read the rows they were made
 * with, so they are as fresh as `rows`.
 */
export const ReviewTable = memo(
  ReviewTableView,
  (before, after) =>
    before.rows === after.rows &&
    before.visible === after.visible &&
    before.fields === after.fields &&
    before.kind === after.kind,
);
