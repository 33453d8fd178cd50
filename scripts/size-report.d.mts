export interface Measurement {
  entry: string;
  minified: number;
  gzip: number;
  brotli: number;
}
export interface Row extends Measurement {
  budget: number | undefined;
  status: 'ok' | 'over' | 'missing';
}
export declare function checkBudgets(measurements: Measurement[], budgets: Record<string, number>): Row[];
export declare function formatReport(rows: Row[]): string;
