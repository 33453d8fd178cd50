export { Widget, widgetEmptyText } from './Widget';
export type { WidgetProps, WidgetHeadingLevel } from './Widget';
