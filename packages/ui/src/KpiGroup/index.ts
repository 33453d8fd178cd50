export { KpiGroup } from './KpiGroup';
export type { KpiGroupProps, KpiTile, KpiGroupColumns } from './KpiGroup';
export { formatKpiValue } from './kpiValue';
