import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { MenuItemRow, MenuSurface } from './Menu.styles';

/** The id of a menu item, passed to `onAction`. */
export type MenuKey = string | number;

/** Where the menu opens relative to its button; it flips and shifts to stay in view. */
export type MenuPlacement = Placement;

export interface MenuProps {
  /** The menu button's content: its label, optionally with an icon. */
  label: ReactNode;
  /** The menu button's accessible name, required when `label` is only an icon. */
  'aria-label'?: string;
  /** The actions: `MenuItem` elements, each with a unique `id`. */
  children: ReactNode;
  /** Called with the `id` of the item chosen by click, Enter or Space; the menu then closes. */
  onAction?: (key: MenuKey) => void;
  /** The `id`s of items that cannot be chosen; the keyboard skips them. */
  disabledKeys?: Iterable<MenuKey>;
  /**
   * Whether the menu button is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the menu is open at first (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Where the menu opens.
   * @default 'bottom-start'
   */
  placement?: MenuPlacement;
  /**
   * The menu button's visual weight, as the kit's `Button`.
   * @default 'secondary'
   */
  triggerVariant?: ButtonVariant;
  /**
   * The menu button's size, as the kit's `Button`.
   * @default 'medium'
   */
  triggerSize?: ButtonSize;
}

interface MenuContextValue {
  activeIndex: number | null;
  getItemProps: ReturnType<typeof useInteractions>['getItemProps'];
  disabledKeys: ReadonlySet<MenuKey>;
  onItemAction: (key: MenuKey) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

type MouseHandler = (event: MouseEvent<HTMLElement>) => void;

/** Narrows a handler from floating-ui's untyped prop getters. */
function isMouseHandler(value: unknown): value is MouseHandler {
  return typeof value === 'function';
}

function useMenuContext(): MenuContextValue {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('A MenuItem must be rendered inside a Menu.');
  return menu;
}

/**
 * An action menu: a button that opens a list of actions (the WAI-ARIA menu button pattern).
 * Built on floating-ui, like `Popover` and `Tooltip`: Enter, Space or the arrow keys open it on
 * its first item (a click opens it with focus on the list), the arrow keys, Home and End move
 * between items and skip disabled ones, typing jumps to the item starting with those letters,
 * Enter and Space choose, Escape, Tab and a click outside close it, and focus returns to the button.
 */
export function Menu({
  label,
  'aria-label': ariaLabel,
  children,
  onAction,
  disabledKeys,
  isDisabled = false,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
  triggerVariant = 'secondary',
  triggerSize = 'medium',
}: MenuProps) {
  const [isOpenUncontrolled, setOpenUncontrolled] = useState(defaultOpen);
  const isOpen = !isDisabled && (isOpenProp ?? isOpenUncontrolled);
  const setOpen = (nextOpen: boolean) => {
    if (isOpenProp === undefined) setOpenUncontrolled(nextOpen);
    onOpenChange?.(nextOpen);
  };

  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // Filled by FloatingList as items mount, in document order: the items and their typeahead labels.
  const itemElementsRef = useRef<(HTMLElement | null)[]>([]);
  const itemLabelsRef = useRef<(string | null)[]>([]);

  // Elements in state, not refs: positioning re-runs when they mount (and the React Compiler agrees).
  const [referenceElement, setReferenceElement] = useState<HTMLElement | null>(null);
  const [floatingElement, setFloatingElement] = useState<HTMLElement | null>(null);
  const setTriggerElement = useCallback((node: Element | null) => {
    setReferenceElement(node instanceof HTMLElement ? node : null);
  }, []);
  const { floatingStyles, context } = useFloating({
    elements: { reference: referenceElement, floating: floatingElement },
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    // Left/top positioning leaves `transform` free for the entrance animation.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: itemElementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
    useTypeahead(context, {
      listRef: itemLabelsRef,
      activeIndex,
      onMatch: isOpen ? setActiveIndex : undefined,
    }),
  ]);

  const disabledKeySet = useMemo(() => new Set(disabledKeys), [disabledKeys]);
  const menuContext: MenuContextValue = {
    activeIndex,
    getItemProps,
    disabledKeys: disabledKeySet,
    onItemAction: (key) => {
      onAction?.(key);
      setOpen(false);
    },
  };

  const referenceProps = getReferenceProps({ ref: setTriggerElement });

  return (
    <>
      <Button
        variant={triggerVariant}
        size={triggerSize}
        isDisabled={isDisabled}
        aria-label={ariaLabel}
        data-open={isOpen || undefined}
        {...referenceProps}
      >
        {label}
      </Button>
      {isOpen ? (
        // No focus guards (tabbable, aria-hidden spans that axe rejects outside a dialog): Tab is
        // handled below instead, closing the menu with focus back on its button, as MUI does.
        <FloatingPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} guards={false}>
            <MenuSurface
              ref={setFloatingElement}
              data-component="Menu"
              data-placement={context.placement}
              style={floatingStyles}
              {...getFloatingProps({
                onKeyDown: (event) => {
                  if (event.key === 'Tab') {
                    event.preventDefault();
                    setOpen(false);
                  }
                },
              })}
            >
              <MenuContext.Provider value={menuContext}>
                <FloatingList elementsRef={itemElementsRef} labelsRef={itemLabelsRef}>
                  {children}
                </FloatingList>
              </MenuContext.Provider>
            </MenuSurface>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

export interface MenuItemProps {
  /** The unique id of the item, passed to the menu's `onAction`. */
  id: MenuKey;
  /** The item's label, optionally with an icon. */
  children: ReactNode;
  /** The item's text for typeahead, required when `children` is not plain text. */
  textValue?: string;
  /**
   * Whether the item cannot be chosen; the keyboard skips it.
   * @default false
   */
  isDisabled?: boolean;
  /** Makes the item a link: choosing it navigates to this address. */
  href?: string;
  /** Called when this item is chosen, before the menu's `onAction`. */
  onAction?: () => void;
}

/** One action of a `Menu`. With `href` it is a link and navigates when chosen. */
export function MenuItem({ id, children, textValue, isDisabled = false, href, onAction }: MenuItemProps) {
  const menu = useMenuContext();
  const isItemDisabled = isDisabled || menu.disabledKeys.has(id);
  const typeaheadLabel = textValue ?? (typeof children === 'string' ? children : null);
  const { ref, index } = useListItem({ label: isItemDisabled ? null : typeaheadLabel });
  const isActive = index === menu.activeIndex;

  const itemProps = menu.getItemProps({
    onClick: (event) => {
      // aria-disabled, not disabled: the item stays visible to screen readers, so ignore it here.
      if (isItemDisabled) {
        event.preventDefault();
        return;
      }
      onAction?.();
      menu.onItemAction(id);
    },
    onKeyDown: (event) => {
      // Links activate on Enter only; menu items activate on Space too.
      if (event.key === ' ' && href !== undefined && !isItemDisabled) {
        event.preventDefault();
        event.currentTarget.click();
      }
    },
  });
  // Hovering a disabled item leaves the highlight where it was, as the arrow keys skip it.
  const { onMouseMove, ...otherItemProps } = itemProps;
  const sharedProps = {
    ...otherItemProps,
    onMouseMove: !isItemDisabled && isMouseHandler(onMouseMove) ? onMouseMove : undefined,
    ref,
    role: 'menuitem',
    tabIndex: isActive ? 0 : -1,
    'aria-disabled': isItemDisabled || undefined,
    'data-active': isActive || undefined,
    'data-component': 'Menu.Item',
  };

  return href !== undefined && !isItemDisabled ? (
    <MenuItemRow as="a" href={href} {...sharedProps}>
      {children}
    </MenuItemRow>
  ) : (
    <MenuItemRow type="button" {...sharedProps}>
      {children}
    </MenuItemRow>
  );
}
