/**
 * What the widgets of Insights draw their data with (KPI tiles, ranking, pie, timeline with its
 * controls under development, and the selectors of Top Cards' timespan and of the signed-up users
 * view, which come with them), a chunk of its own: `InsightsWidgets` starts loading it as the
 * page's module runs, so it downloads while the widgets' data is requested (as a route's code
 * loads beside its loader's request, ADR 010), and the page's first screen (header, store picker,
 * widget frames with skeletons) does not wait for it. `npm run bench:app` prints its size beside
 * the first screen's.
 */
export { KpiGroup } from '@stampcard/ui/KpiGroup';
export { PieChart } from '@stampcard/ui/PieChart';
export { RankedList } from '@stampcard/ui/RankedList';
export { Select } from '@stampcard/ui/Select';
export { TimespanSelect } from '@stampcard/ui/TimespanSelect';
export { InsightsTimelineChart } from './InsightsTimelineChart';
