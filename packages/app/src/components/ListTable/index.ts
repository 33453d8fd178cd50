export { ListTable } from './ListTable';
export type { ListTableColumn, ListTableProps } from './ListTable';
export { Actions, IconButton, IconLink, Muted } from './ListTable.styles';
export { DeleteIcon, LockIcon, PencilIcon, ViewIcon } from './icons';
export { TableFrame, useColumnLabels } from './stackedTable';
