import { Select, type SelectProps } from '../Select';
import { defaultTimespan, timespans, type Timespan } from './timespans';

export interface TimespanSelectProps extends Omit<
  SelectProps<Timespan>,
  'label' | 'options' | 'defaultValue' | 'data-component'
> {
  /**
   * The visible label; it names the select.
   * @default 'Timespan'
   */
  label?: string;
  /**
   * The timespan at first (uncontrolled).
   * @default 'all_time'
   */
  defaultValue?: Timespan;
  /**
   * The timespans offered, in the order of `timespans` whatever the order given.
   * @default every timespan (week_to_date … all_time)
   */
  options?: readonly Timespan[];
}

/**
 * The timespan selector of the Top Cards widget: the kit's `Select` offering the timespans, so it
 * is small and the platform's keyboard and touch pickers work. `onChange` receives the timespan key
 * ('week_to_date' … 'all_time'), the value of the `topCardsTimespan` parameter.
 */
export function TimespanSelect({
  label = 'Timespan',
  defaultValue = defaultTimespan,
  options,
  ...props
}: TimespanSelectProps) {
  const offered = (
    options === undefined ? timespans : timespans.filter((timespan) => options.includes(timespan.key))
  ).map((timespan) => ({ value: timespan.key, label: timespan.label }));
  return (
    <Select {...props} label={label} defaultValue={defaultValue} options={offered} data-component="TimespanSelect" />
  );
}
