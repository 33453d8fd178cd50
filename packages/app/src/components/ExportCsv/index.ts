export { ExportCsv } from './ExportCsv';
export type { ExportCsvProps } from './ExportCsv';
export { exportCsvTexts, exportFileName, exportQueryOf } from './exportCsv';
