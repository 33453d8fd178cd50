/*
 * An example rendered by both the stories and the unit tests (one source for both): a focusable
 * listbox of many members on `useListbox` and `ListboxRows`, choosing one at a time. Not part of
 * the public API.
 */
import { useId, useMemo, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ListboxRows } from './ListboxRows';
import { useListbox } from './useListbox';

/** The height of every row, in pixels. */
export const exampleRowHeight = 40;
const exampleListHeight = 240;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 320px;
  max-width: 100%;
`;

/** Content-box: the visible part is the height, a whole number of rows, the border outside it. */
const List = styled.ul`
  box-sizing: content-box;
  height: ${exampleListHeight}px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.color.border.subdued};
  border-radius: ${({ theme }) => theme.radius.md};
  list-style: none;
  outline: none;

  &:focus-visible {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

const Option = styled.li`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  height: ${exampleRowHeight}px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  cursor: pointer;
  user-select: none;

  &[data-active] {
    background: ${({ theme }) => theme.color.bg.surfaceHover};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.bg.surfaceSelected};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  ul:focus-visible > &[data-active] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.color.text.subdued};
`;

/** The label of member `index`: "Member 00001" for the first. */
export function memberLabel(index: number): string {
  return `Member ${String(index + 1).padStart(5, '0')}`;
}

export interface ExampleListboxProps {
  /**
   * How many members the list has.
   * @default 10000
   */
  count?: number;
  /** The member selected at first, by index. */
  defaultSelectedIndex?: number;
  /** Called with the selected member's index (null when deselected). */
  onSelectionChange?: (index: number | null) => void;
  /** Called when the keyboard reaches the last member. */
  onReachEnd?: () => void;
}

/**
 * A listbox of members: focus stays on the list (aria-activedescendant), the keys move, Space and
 * Enter or a click select a member or deselect them.
 */
export function ExampleListbox({
  count = 10_000,
  defaultSelectedIndex,
  onSelectionChange,
  onReachEnd,
}: ExampleListboxProps) {
  const id = useId();
  const [selectedIndex, setSelectedIndex] = useState<number | null>(defaultSelectedIndex ?? null);
  const labels = useMemo(() => Array.from({ length: count }, (_, index) => memberLabel(index)), [count]);
  const toggle = (index: number) => {
    const next = index === selectedIndex ? null : index;
    setSelectedIndex(next);
    onSelectionChange?.(next);
  };
  const { rows, gapAfter, activeIndex, setActiveIndex, activateVisible, scrollRef, onScroll, onKeyDown } = useListbox({
    count,
    rowHeight: exampleRowHeight,
    maxHeight: exampleListHeight,
    onAction: toggle,
    onReachEnd,
  });
  const optionId = (index: number) => `${id}-option-${index}`;

  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    const index = Number(row?.dataset.index ?? Number.NaN);
    if (!(index >= 0 && index < count)) return;
    setActiveIndex(index);
    toggle(index);
  };

  return (
    <Root>
      <List
        ref={scrollRef}
        role="listbox"
        aria-label="Members"
        tabIndex={0}
        aria-activedescendant={activeIndex >= 0 && activeIndex < count ? optionId(activeIndex) : undefined}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={(event) => {
          if (event.target === event.currentTarget) activateVisible(selectedIndex ?? -1);
        }}
      >
        <ListboxRows
          rows={rows}
          gapAfter={gapAfter}
          renderOption={(index) => (
            <Option
              key={index}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-posinset={index + 1}
              aria-setsize={count}
              data-index={index}
              data-active={index === activeIndex ? '' : undefined}
            >
              {labels[index]}
            </Option>
          )}
        />
      </List>
      <Status role="status">
        {selectedIndex === null ? 'No member selected' : `Selected: ${labels[selectedIndex] ?? ''}`}
      </Status>
    </Root>
  );
}
