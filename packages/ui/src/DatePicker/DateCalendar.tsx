import {
  endOfMonth,
  getDayOfWeek,
  getLocalTimeZone,
  parseDate,
  startOfMonth,
  startOfWeek,
  today,
  type CalendarDate,
} from '@internationalized/date';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  CalendarFooter,
  CalendarHeader,
  CellButton,
  Grid,
  IconButton,
  ReasonText,
  TextButton,
  ViewSwitch,
  VisuallyHidden,
  YearInput,
} from './DatePicker.styles';
import { ChevronIcon } from './DatePickerIcons';
import {
  getDateBounds,
  getUnavailableDateMessage,
  isDateDisabled,
  type DateConstraints,
  type DateFormat,
} from './dateInput';

export interface DateCalendarProps extends DateConstraints {
  /** The chosen date, as an ISO date. */
  value: string | null;
  /** Called with the ISO date of the day chosen (click, Enter or Space). */
  onSelect: (value: string) => void;
  /** The format of the dates written in the reasons. */
  format: DateFormat;
  /** Set to the cell that holds the roving focus (the focused day or month), to move focus to it. */
  activeCellRef: RefObject<HTMLButtonElement | null>;
}

type CalendarView = 'days' | 'months';

/* English texts, weeks starting on Monday (en-GB). */
const LOCALE = 'en-GB';
const WEEKDAYS = [
  ['Monday', 'Mo'],
  ['Tuesday', 'Tu'],
  ['Wednesday', 'We'],
  ['Thursday', 'Th'],
  ['Friday', 'Fr'],
  ['Saturday', 'Sa'],
  ['Sunday', 'Su'],
] as const;
const DAYS_PER_WEEK = 7;
const MONTHS_PER_ROW = 3;
const MONTH_ROWS = [0, 1, 2, 3];

const dayLabelFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYearFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });

/**
 * The calendar inside the date picker's popover: a days view (a month grid, weeks starting on
 * Monday, previous and next month) and a months/year view (a year spinner and a grid of the 12
 * months). The grids follow the WAI-ARIA date picker dialog pattern: one cell is tabbable, the
 * arrow keys move by day (or month), Home and End to the start and end of the week, Page Up and
 * Page Down by month (with Shift, by year); Enter and Space choose. Unavailable days stay focusable
 * so their reason can be read, but cannot be chosen.
 */
export function DateCalendar({
  value,
  onSelect,
  format,
  minValue,
  maxValue,
  disabledRanges,
  activeCellRef,
}: DateCalendarProps) {
  const idPrefix = useId();
  const bounds = getDateBounds(minValue, maxValue);
  const min = parseDate(bounds.min);
  const max = parseDate(bounds.max);
  const clamp = (date: CalendarDate): CalendarDate => {
    if (date.compare(min) < 0) return min;
    if (date.compare(max) > 0) return max;
    return date;
  };

  const [focusedDate, setFocusedDate] = useState(() =>
    clamp(value === null ? today(getLocalTimeZone()) : parseDate(value)),
  );
  const [view, setView] = useState<CalendarView>('days');
  // The year as typed; null shows the focused year.
  const [yearDraft, setYearDraft] = useState<string | null>(null);

  const constraints = { minValue, maxValue, disabledRanges };
  const todayIso = today(getLocalTimeZone()).toString();
  const monthYear = monthYearFormat.format(focusedDate.toDate('UTC'));

  /** Moves the roving focus (and, in a new view, the view), then focuses its cell. */
  const focusCell = (date: CalendarDate, nextView: CalendarView = view) => {
    flushSync(() => {
      setFocusedDate(clamp(date));
      setView(nextView);
    });
    activeCellRef.current?.focus();
  };

  const handleDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, (() => CalendarDate) | undefined> = {
      ArrowLeft: () => focusedDate.subtract({ days: 1 }),
      ArrowRight: () => focusedDate.add({ days: 1 }),
      ArrowUp: () => focusedDate.subtract({ weeks: 1 }),
      ArrowDown: () => focusedDate.add({ weeks: 1 }),
      Home: () => startOfWeek(focusedDate, LOCALE, 'mon'),
      End: () => startOfWeek(focusedDate, LOCALE, 'mon').add({ days: DAYS_PER_WEEK - 1 }),
      PageUp: () => focusedDate.subtract(event.shiftKey ? { years: 1 } : { months: 1 }),
      PageDown: () => focusedDate.add(event.shiftKey ? { years: 1 } : { months: 1 }),
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusCell(move());
  };

  const handleMonthKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, (() => CalendarDate) | undefined> = {
      ArrowLeft: () => focusedDate.subtract({ months: 1 }),
      ArrowRight: () => focusedDate.add({ months: 1 }),
      ArrowUp: () => focusedDate.subtract({ months: MONTHS_PER_ROW }),
      ArrowDown: () => focusedDate.add({ months: MONTHS_PER_ROW }),
      Home: () => focusedDate.set({ month: 1 }),
      End: () => focusedDate.set({ month: 12 }),
      PageUp: () => focusedDate.subtract({ years: 1 }),
      PageDown: () => focusedDate.add({ years: 1 }),
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusCell(move());
  };

  if (view === 'months') {
    const selectedMonth = value?.slice(0, 7);
    return (
      <div data-view="months">
        <CalendarHeader>
          <IconButton
            type="button"
            aria-label="Previous year"
            disabled={focusedDate.year <= min.year}
            onClick={() => {
              setFocusedDate(clamp(focusedDate.subtract({ years: 1 })));
            }}
          >
            <ChevronIcon direction="left" />
          </IconButton>
          <YearInput
            type="number"
            aria-label="Year"
            inputMode="numeric"
            min={min.year}
            max={max.year}
            value={yearDraft ?? String(focusedDate.year)}
            onChange={(event) => {
              const text = event.target.value;
              setYearDraft(text);
              const year = Number(text);
              // Applied once it is a whole four-digit year that can be shown.
              if (/^\d{4}$/.test(text) && year >= min.year && year <= max.year) {
                setFocusedDate(clamp(focusedDate.set({ year })));
              }
            }}
            onBlur={() => {
              setYearDraft(null);
            }}
          />
          <IconButton
            type="button"
            aria-label="Next year"
            disabled={focusedDate.year >= max.year}
            onClick={() => {
              setFocusedDate(clamp(focusedDate.add({ years: 1 })));
            }}
          >
            <ChevronIcon direction="right" />
          </IconButton>
        </CalendarHeader>
        <Grid role="grid" aria-label={`Months of ${focusedDate.year}`} data-part="months">
          <tbody>
            {MONTH_ROWS.map((row) => (
              <tr key={row}>
                {Array.from({ length: MONTHS_PER_ROW }, (_, column) => {
                  const month = focusedDate.set({ month: row * MONTHS_PER_ROW + column + 1, day: 1 });
                  const isUnavailable = endOfMonth(month).compare(min) < 0 || month.compare(max) > 0;
                  const isFocused = month.month === focusedDate.month;
                  const isSelected = month.toString().slice(0, 7) === selectedMonth;
                  const name = monthFormat.format(month.toDate('UTC'));
                  return (
                    <td key={month.month} role="gridcell" aria-selected={isSelected || undefined}>
                      <CellButton
                        type="button"
                        ref={isFocused ? activeCellRef : undefined}
                        tabIndex={isFocused ? 0 : -1}
                        aria-label={`${name} ${month.year}`}
                        aria-disabled={isUnavailable || undefined}
                        data-part="month"
                        data-selected={isSelected || undefined}
                        onKeyDown={handleMonthKeyDown}
                        onFocus={() => {
                          setFocusedDate(clamp(focusedDate.set({ month: month.month })));
                        }}
                        onClick={() => {
                          if (!isUnavailable) focusCell(focusedDate.set({ month: month.month }), 'days');
                        }}
                      >
                        {name}
                      </CellButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
        <CalendarFooter>
          <TextButton
            type="button"
            onClick={() => {
              focusCell(focusedDate, 'days');
            }}
          >
            Back to days
          </TextButton>
        </CalendarFooter>
      </div>
    );
  }

  const monthStart = startOfMonth(focusedDate);
  const monthEnd = endOfMonth(focusedDate);
  const gridStart = startOfWeek(monthStart, LOCALE, 'mon');
  const weekCount = Math.ceil((getDayOfWeek(monthStart, LOCALE, 'mon') + monthEnd.day) / DAYS_PER_WEEK);
  const weeks = Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: DAYS_PER_WEEK }, (_, day) => gridStart.add({ days: week * DAYS_PER_WEEK + day })),
  );
  const focusedMessage = getUnavailableDateMessage(focusedDate.toString(), format, constraints);

  return (
    <div data-view="days">
      <CalendarHeader>
        <IconButton
          type="button"
          aria-label="Previous month"
          disabled={monthStart.compare(min) <= 0}
          onClick={() => {
            setFocusedDate(clamp(focusedDate.subtract({ months: 1 })));
          }}
        >
          <ChevronIcon direction="left" />
        </IconButton>
        <ViewSwitch
          type="button"
          aria-label={`${monthYear}, choose month and year`}
          onClick={() => {
            focusCell(focusedDate, 'months');
          }}
        >
          {monthYear}
          <ChevronIcon direction="down" />
        </ViewSwitch>
        <IconButton
          type="button"
          aria-label="Next month"
          disabled={monthEnd.compare(max) >= 0}
          onClick={() => {
            setFocusedDate(clamp(focusedDate.add({ months: 1 })));
          }}
        >
          <ChevronIcon direction="right" />
        </IconButton>
      </CalendarHeader>
      <Grid role="grid" aria-label={monthYear} data-part="days">
        <thead>
          <tr>
            {WEEKDAYS.map(([name, short]) => (
              <th key={name} scope="col" aria-label={name}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days) => (
            <tr key={days[0]?.toString()}>
              {days.map((date) => {
                const iso = date.toString();
                if (date.month !== focusedDate.month) return <td key={iso} role="gridcell" />;
                const reason = isDateDisabled(iso, disabledRanges, minValue, maxValue, format);
                const isSelected = iso === value;
                const isFocused = date.compare(focusedDate) === 0;
                const isToday = iso === todayIso;
                const reasonId = `${idPrefix}-${iso}`;
                const label = [
                  dayLabelFormat.format(date.toDate('UTC')),
                  isToday ? 'today' : null,
                  isSelected ? 'selected' : null,
                ]
                  .filter((part) => part !== null)
                  .join(', ');
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected || undefined}>
                    <CellButton
                      type="button"
                      ref={isFocused ? activeCellRef : undefined}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={label}
                      aria-disabled={reason !== null || undefined}
                      aria-describedby={reason === null ? undefined : reasonId}
                      aria-current={isToday ? 'date' : undefined}
                      title={reason ?? undefined}
                      data-part="day"
                      data-date={iso}
                      data-selected={isSelected || undefined}
                      onKeyDown={handleDayKeyDown}
                      onFocus={() => {
                        setFocusedDate(date);
                      }}
                      onClick={() => {
                        if (reason === null) onSelect(iso);
                      }}
                    >
                      {date.day}
                    </CellButton>
                    {reason === null ? null : <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      <ReasonText data-part="reason">{focusedMessage}</ReasonText>
    </div>
  );
}
