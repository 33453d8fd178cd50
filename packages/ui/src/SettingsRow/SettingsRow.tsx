import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button';
import { Switch } from '../Switch';
import { Unavailable } from '../Unavailable';
import {
  Controls,
  Description,
  List,
  ListTitle,
  RowText,
  SettingsListRoot,
  SettingsRowRoot,
  Title,
} from './SettingsRow.styles';

/** The kinds of setting: an on/off switch, a destructive action, or buttons. */
export type SettingsRowType = 'boolean' | 'delete' | 'buttons';

interface SettingsRowBaseProps {
  /** The setting's title, e.g. "Lock" or "Test mode"; it also names the row's control. */
  label: ReactNode;
  /** What the setting does; it also describes the row's control. */
  description?: ReactNode;
  /**
   * Whether the setting cannot be changed now (its controls are disabled).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Marks the setting as under development: the control is disabled, an "Unavailable" badge sits
   * beside it and this reason shows in a tooltip, e.g. "Lock feature not available yet".
   */
  unavailableReason?: string;
  /** The id of the row's title; generated when omitted. */
  id?: string;
  /** Extra class names on the row, for layout by the parent. */
  className?: string;
}

export interface SettingsRowBooleanProps extends SettingsRowBaseProps {
  /** An on/off setting with the kit's `Switch` on the right. */
  type: 'boolean';
  /** Whether the setting is on (controlled), e.g. after a confirmation. */
  isSelected?: boolean;
  /**
   * Whether the setting is on at first (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /** Called with the new state when the user turns the switch. */
  onChange?: (isSelected: boolean) => void;
  /**
   * Whether the change is being saved: the switch shows it is busy and cannot be turned again.
   * @default false
   */
  isPending?: boolean;
  /** Extra actions beside the switch, e.g. an "Edit parameters" button. */
  children?: ReactNode;
  /** The switch's `<input role="switch">`. */
  ref?: Ref<HTMLInputElement>;
}

export interface SettingsRowDeleteProps extends SettingsRowBaseProps {
  /** A destructive action: a negative `Button` on the right. */
  type: 'delete';
  /**
   * The button's label, e.g. "Delete project".
   * @default 'Delete'
   */
  actionLabel?: string;
  /** Called when the button is pressed (open the confirmation here). */
  onPress?: () => void;
  /**
   * Whether the action is running: the button shows a spinner and ignores presses.
   * @default false
   */
  isPending?: boolean;
  /** The button element. */
  ref?: Ref<HTMLButtonElement>;
}

export interface SettingsRowButtonsProps extends SettingsRowBaseProps {
  /** One or more buttons on the right, grouped under the row's title. */
  type: 'buttons';
  /** The kit's `Button`s (or other controls taking `isDisabled`). */
  children: ReactNode;
}

export type SettingsRowProps = SettingsRowBooleanProps | SettingsRowDeleteProps | SettingsRowButtonsProps;

/** Set inside a `SettingsList`, where rows are list items. */
const SettingsListContext = createContext(false);

interface ActionGroupProps {
  children: ReactNode;
  isDisabled?: boolean;
  'aria-labelledby'?: string;
}

/**
 * The row's buttons. A component taking `isDisabled`, so `Unavailable` disables the whole group
 * with one badge and one tooltip; it passes `isDisabled` on to each button.
 */
function ActionGroup({ children, isDisabled = false, 'aria-labelledby': labelledBy }: ActionGroupProps) {
  return (
    <Controls role="group" aria-labelledby={labelledBy} data-part="actions">
      {isDisabled
        ? Children.map(children, (child) =>
            isValidElement(child)
              ? cloneElement(child as ReactElement<{ isDisabled?: boolean }>, { isDisabled: true })
              : child,
          )
        : children}
    </Controls>
  );
}

/** Wraps a control in `Unavailable` when the feature is under development. */
function withUnavailable(control: ReactElement, reason: string | undefined) {
  return reason === undefined ? control : <Unavailable reason={reason}>{control}</Unavailable>;
}

/**
 * One setting of a details page: the title and description on the left, the control on the right
 * after `type` — a switch (`boolean`), a negative button (`delete`) or buttons (`buttons`). The
 * title names the control and the description describes it, so a screen reader says "Lock, switch,
 * off, Locking temporarily disables…". `unavailableReason` marks a feature under development with
 * the kit's `Unavailable`. Inside a `SettingsList` the row is a list item. States on the root:
 * `data-type`, `data-disabled`, `data-unavailable`.
 */
export function SettingsRow(props: SettingsRowProps) {
  const { label, description, isDisabled = false, unavailableReason, id, className } = props;
  const isInList = useContext(SettingsListContext);
  const generatedId = useId();
  const titleId = id ?? `settings-row${generatedId}`;
  const descriptionId = description === undefined ? undefined : `${titleId}-description`;
  const isUnavailable = unavailableReason !== undefined;

  let control: ReactNode;
  if (props.type === 'boolean') {
    const { isSelected, defaultSelected = false, onChange, isPending = false, children, ref } = props;
    control = (
      <Controls data-part="controls">
        {children === undefined ? null : (
          <ActionGroup aria-labelledby={titleId} isDisabled={isDisabled || isUnavailable}>
            {children}
          </ActionGroup>
        )}
        {/* The switch draws no label here: the row's visible title names it and its description describes it. */}
        {withUnavailable(
          <Switch
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            isSelected={isSelected}
            defaultSelected={defaultSelected}
            onChange={onChange}
            isDisabled={isDisabled}
            isPending={isPending}
            ref={ref}
          />,
          unavailableReason,
        )}
      </Controls>
    );
  } else if (props.type === 'delete') {
    const { actionLabel = 'Delete', onPress, isPending = false, ref } = props;
    control = withUnavailable(
      <Button
        variant="negative"
        size="small"
        onPress={() => onPress?.()}
        isDisabled={isDisabled}
        isPending={isPending}
        aria-describedby={descriptionId}
        ref={ref}
      >
        {actionLabel}
      </Button>,
      unavailableReason,
    );
  } else {
    control = withUnavailable(
      <ActionGroup aria-labelledby={titleId} isDisabled={isDisabled}>
        {props.children}
      </ActionGroup>,
      unavailableReason,
    );
  }

  return (
    <SettingsRowRoot
      as={isInList ? 'li' : 'div'}
      className={className}
      data-component="SettingsRow"
      data-type={props.type}
      data-disabled={isDisabled || isUnavailable || undefined}
      data-unavailable={isUnavailable || undefined}
      aria-busy={props.type === 'boolean' && props.isPending === true ? true : undefined}
    >
      <RowText>
        <Title id={titleId} data-part="title">
          {label}
        </Title>
        {description === undefined ? null : (
          <Description id={descriptionId} data-part="description">
            {description}
          </Description>
        )}
      </RowText>
      {control}
    </SettingsRowRoot>
  );
}

/** The heading level of a settings list's title. */
export type SettingsListHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface SettingsListProps {
  /**
   * The title of the section.
   * @default 'Settings'
   */
  title?: ReactNode;
  /**
   * The heading level of the title, after the page's outline.
   * @default 2
   */
  headingLevel?: SettingsListHeadingLevel;
  /** The `SettingsRow`s. */
  children: ReactNode;
  /** Extra class names on the section, for layout by the parent. */
  className?: string;
}

/**
 * A titled section of settings (e.g. the Settings panel of a details page): a
 * `<section>` named by its heading, holding a list whose items are the `SettingsRow`s.
 */
export function SettingsList({ title = 'Settings', headingLevel = 2, children, className }: SettingsListProps) {
  const titleId = `settings-list${useId()}`;
  return (
    <SettingsListRoot aria-labelledby={titleId} className={className} data-component="SettingsList">
      <ListTitle as={`h${headingLevel}`} id={titleId}>
        {title}
      </ListTitle>
      {/* role="list": Safari drops list semantics from a list styled without bullets. */}
      <List role="list">
        <SettingsListContext.Provider value>{children}</SettingsListContext.Provider>
      </List>
    </SettingsListRoot>
  );
}
