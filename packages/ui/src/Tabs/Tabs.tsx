import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { getNextTabIndex, type TabsOrientation } from './tabFocus';
import { TabButton, TabListRow, TabPanelRoot, TabsRoot } from './Tabs.styles';

/** The id of a tab and of its panel. */
export type TabKey = string;

/** How the keyboard selects: on focus (arrow keys select at once) or on Enter and Space. */
export type TabsKeyboardActivation = 'automatic' | 'manual';

export interface TabsProps {
  /** A `TabList` of `Tab`s and one `TabPanel` per tab, matched by `id`. */
  children: ReactNode;
  /** The selected tab (controlled). */
  selectedKey?: TabKey;
  /**
   * The tab selected at first (uncontrolled).
   * @default the first enabled tab
   */
  defaultSelectedKey?: TabKey;
  /** Called with the id of the tab the user selects. */
  onSelectionChange?: (key: TabKey) => void;
  /**
   * Which way the tabs run; the arrow keys follow it.
   * @default 'horizontal'
   */
  orientation?: TabsOrientation;
  /**
   * Whether the arrow keys select the tab they move to, or only focus it until Enter or Space.
   * @default 'automatic'
   */
  keyboardActivation?: TabsKeyboardActivation;
  /** The ids of tabs that cannot be selected; the keyboard skips them. */
  disabledKeys?: Iterable<TabKey>;
  /** A class name for the root element. */
  className?: string;
}

interface TabsContextValue {
  baseId: string;
  selectedKey: TabKey | undefined;
  select: (key: TabKey) => void;
  /** Selects a tab without calling `onSelectionChange`: the first one, when nothing was selected. */
  selectInitial: (key: TabKey) => void;
  orientation: TabsOrientation;
  keyboardActivation: TabsKeyboardActivation;
  disabledKeys: ReadonlySet<TabKey>;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`A ${part} must be rendered inside Tabs.`);
  return tabs;
}

/** An id safe in `aria-controls` and `aria-labelledby` lists, which are split on spaces. */
function partId(baseId: string, part: 'tab' | 'panel', key: TabKey): string {
  return `${baseId}-${part}-${key.replace(/\s+/g, '_')}`;
}

/**
 * Tabs (the WAI-ARIA tabs pattern): a `TabList` of `Tab`s, each showing its `TabPanel`. Tab moves
 * into the list onto the selected tab and on into the panel; the arrow keys move between tabs and
 * wrap, Home and End go to the first and last, disabled tabs are skipped.
 * A lean implementation: react-aria-components' Tabs weigh about 31 KB gzip.
 */
export function Tabs({
  children,
  selectedKey: selectedKeyProp,
  defaultSelectedKey,
  onSelectionChange,
  orientation = 'horizontal',
  keyboardActivation = 'automatic',
  disabledKeys,
  className,
}: TabsProps) {
  const baseId = useId();
  const [selectedKeyUncontrolled, setSelectedKeyUncontrolled] = useState(defaultSelectedKey);
  const selectedKey = selectedKeyProp ?? selectedKeyUncontrolled;
  const disabledKeySet = new Set(disabledKeys);

  const context: TabsContextValue = {
    baseId,
    selectedKey,
    select: (key) => {
      if (disabledKeySet.has(key)) return;
      if (selectedKeyProp === undefined) setSelectedKeyUncontrolled(key);
      if (key !== selectedKey) onSelectionChange?.(key);
    },
    selectInitial: setSelectedKeyUncontrolled,
    orientation,
    keyboardActivation,
    disabledKeys: disabledKeySet,
  };

  return (
    <TabsRoot data-component="Tabs" data-orientation={orientation} className={className}>
      <TabsContext.Provider value={context}>{children}</TabsContext.Provider>
    </TabsRoot>
  );
}

export interface TabListProps {
  /** The `Tab`s. */
  children: ReactNode;
  /** The accessible name of the tab list; give it or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of the element naming the tab list. */
  'aria-labelledby'?: string;
}

/** The row (or column) of tabs. */
export function TabList({ children, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy }: TabListProps) {
  const tabs = useTabsContext('TabList');
  const listRef = useRef<HTMLDivElement>(null);

  const getTabElements = (): HTMLElement[] => {
    const list = listRef.current;
    if (!list) return [];
    return Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')).filter(
      (tab) => tab.closest('[role="tablist"]') === list,
    );
  };

  // Nothing selected yet (uncontrolled, no default): select the first enabled tab before paint.
  const { selectedKey, selectInitial } = tabs;
  useLayoutEffect(() => {
    if (selectedKey !== undefined) return;
    const list = listRef.current;
    const firstEnabled = list?.querySelector<HTMLElement>('[role="tab"]:not([aria-disabled="true"])');
    const key = firstEnabled?.dataset.key;
    if (key !== undefined) selectInitial(key);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = getTabElements();
    const currentIndex = elements.findIndex((element) => element === event.target);
    if (currentIndex === -1) return;
    const nextIndex = getNextTabIndex(
      event.key,
      currentIndex,
      elements.map((element) => element.getAttribute('aria-disabled') === 'true'),
      tabs.orientation,
    );
    if (nextIndex === null) return;
    event.preventDefault();
    const next = elements[nextIndex];
    next?.focus();
    const key = next?.dataset.key;
    if (tabs.keyboardActivation === 'automatic' && key !== undefined) tabs.select(key);
  };

  return (
    <TabListRow
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-orientation={tabs.orientation}
      data-component="Tabs.List"
      data-orientation={tabs.orientation}
      onKeyDown={onKeyDown}
    >
      {children}
    </TabListRow>
  );
}

export interface TabProps {
  /** The tab's id; its `TabPanel` has the same `id`. */
  id: TabKey;
  /** The tab's label. */
  children: ReactNode;
  /**
   * Whether the tab cannot be selected; the keyboard skips it.
   * @default false
   */
  isDisabled?: boolean;
}

/** One tab: selecting it shows the `TabPanel` with the same `id`. */
export function Tab({ id, children, isDisabled = false }: TabProps) {
  const tabs = useTabsContext('Tab');
  const isTabDisabled = isDisabled || tabs.disabledKeys.has(id);
  const isSelected = tabs.selectedKey === id;
  return (
    <TabButton
      type="button"
      role="tab"
      id={partId(tabs.baseId, 'tab', id)}
      // Only the selected tab's panel is in the document, so only it may be referenced.
      aria-controls={isSelected ? partId(tabs.baseId, 'panel', id) : undefined}
      aria-selected={isSelected}
      aria-disabled={isTabDisabled || undefined}
      // The selected tab is the tab stop even when disabled (aria-disabled stays focusable), so the
      // list can always be reached and arrowed through.
      tabIndex={isSelected ? 0 : -1}
      data-key={id}
      data-component="Tabs.Tab"
      data-selected={isSelected || undefined}
      data-orientation={tabs.orientation}
      // A disabled tab takes no focus from the pointer either, as a disabled button would not.
      onMouseDown={(event) => {
        if (isTabDisabled) event.preventDefault();
      }}
      // A click, or Enter and Space (a button's click), selects; with manual activation that is the only way.
      onClick={() => {
        if (!isTabDisabled) tabs.select(id);
      }}
    >
      {children}
    </TabButton>
  );
}

export interface TabPanelProps {
  /** The id of the `Tab` that shows this panel. */
  id: TabKey;
  /** The panel's content. */
  children: ReactNode;
  /**
   * Whether the panel stays in the document, hidden, while its tab is not selected (keeps its state).
   * @default false
   */
  shouldForceMount?: boolean;
}

/** The content of one tab, shown while that tab is selected. */
export function TabPanel({ id, children, shouldForceMount = false }: TabPanelProps) {
  const tabs = useTabsContext('TabPanel');
  const isSelected = tabs.selectedKey === id;
  if (!isSelected && !shouldForceMount) return null;
  return (
    <TabPanelRoot
      role="tabpanel"
      id={partId(tabs.baseId, 'panel', id)}
      aria-labelledby={partId(tabs.baseId, 'tab', id)}
      // Focusable, so Tab reaches the panel's content even when it holds no control.
      tabIndex={0}
      hidden={!isSelected}
      data-component="Tabs.Panel"
    >
      {children}
    </TabPanelRoot>
  );
}
