import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  Actions,
  CloseButton,
  Description,
  DetailsButton,
  Icon,
  Link,
  Message,
  Title,
  ToastRoot,
  VisuallyHidden,
} from './Toast.styles';
import { renderAnchor, type RenderLink } from '../SideMenu/navigationLink';
import type { ToastLink, ToastOptions, ToastType } from './toastQueue';
import { defaultToastDuration, expandedToastDuration, useToastTimer } from './useToastTimer';

export interface ToastProps {
  /** What the toast reports. */
  type: ToastType;
  /** The message. */
  title: ReactNode;
  /** More about the message, shown by Details; an array of strings renders as a bulleted list. */
  description?: ToastOptions['description'];
  /** A link under the message. */
  link?: ToastLink | undefined;
  /**
   * Renders the link, e.g. a router's `Link`, so it navigates within the app.
   * @default a plain <a>
   */
  renderLink?: RenderLink | undefined;
  /**
   * How long the toast stays, in milliseconds.
   * @default 5000
   */
  duration?: number | undefined;
  /** Removes the toast: on Dismiss, on Escape, or when its time is up. */
  onDismiss: () => void;
}

/** Read before the title, so that the type is not conveyed by colour and icon alone. */
const typeWords: Record<ToastType, string> = {
  error: 'Error',
  warning: 'Warning',
  success: 'Success',
  info: 'Information',
};

const iconPaths: Record<ToastType, string> = {
  error: 'M6.5 1.5h7l5 5v7l-5 5h-7l-5-5v-7ZM10 5.5v5.5M10 14v.5',
  warning: 'M10 2 18.5 17.5h-17ZM10 7.5V12M10 14.5v.5',
  success: 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM6 10.5l2.5 2.5 5.5-5.5',
  info: 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM10 9v5.5M10 5.5V6',
};

function isList(description: ToastOptions['description']): description is readonly string[] {
  return Array.isArray(description);
}

function hasContent(description: ToastOptions['description']): boolean {
  if (isList(description)) return description.length > 0;
  return description !== undefined && description !== null && description !== false && description !== '';
}

/**
 * One toast. Its timer pauses while it is hovered or holds the focus; Details shows the description
 * and gives 60 s, Hide details gives back 5 s; Dismiss and Escape remove it, sending the focus back where it came from.
 */
export function Toast({
  type,
  title,
  description,
  link,
  renderLink = renderAnchor,
  duration = defaultToastDuration,
  onDismiss,
}: ToastProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [wasExpanded, setWasExpanded] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusWithin, setIsFocusWithin] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const descriptionId = useId();
  const hasDescription = hasContent(description);

  // Details gives the reader 60 s; Hide details gives back 5 s, whatever the toast's own duration:
  // the message has been read, so it leaves as any message does.
  useToastTimer(
    isExpanded ? Math.max(duration, expandedToastDuration) : wasExpanded ? defaultToastDuration : duration,
    isHovered || isFocusWithin,
    onDismiss,
  );

  const dismissByUser = () => {
    const returnTarget = returnFocusRef.current;
    onDismiss();
    if (returnTarget?.isConnected) returnTarget.focus();
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    // Focus came from outside: remember where, to return there when the toast is dismissed.
    returnFocusRef.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    setIsFocusWithin(true);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusWithin(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    dismissByUser();
  };

  return (
    // Escape anywhere inside is a shortcut for the Dismiss button; the toast itself is not a control.
    <ToastRoot
      data-component="Toast"
      data-type={type}
      data-expanded={isExpanded || undefined}
      onMouseEnter={() => {
        setIsHovered(true);
      }}
      onMouseLeave={() => {
        setIsHovered(false);
      }}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Icon viewBox="0 0 20 20" aria-hidden="true" data-part="icon">
        <path d={iconPaths[type]} />
      </Icon>
      <Message>
        <Title data-part="title">
          <VisuallyHidden>{typeWords[type]}: </VisuallyHidden>
          {title}
        </Title>
        {hasDescription ? (
          <Description id={descriptionId} hidden={!isExpanded} data-part="description">
            {isList(description) ? (
              <ul>
                {description.map((item, index) => (
                  // Server messages may repeat: their position is their identity.
                  <li key={index}>{item}</li>
                ))}
              </ul>
            ) : (
              description
            )}
          </Description>
        ) : null}
        {link || hasDescription ? (
          <Actions>
            {link ? <Link>{renderLink({ href: link.href, children: link.label, 'data-part': 'link' })}</Link> : null}
            {hasDescription ? (
              <DetailsButton
                type="button"
                aria-expanded={isExpanded}
                aria-controls={descriptionId}
                onClick={() => {
                  setIsExpanded((expanded) => !expanded);
                  setWasExpanded(true);
                }}
              >
                {isExpanded ? 'Hide details' : 'Details'}
              </DetailsButton>
            ) : null}
          </Actions>
        ) : null}
      </Message>
      <CloseButton type="button" aria-label="Dismiss" onClick={dismissByUser}>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </CloseButton>
    </ToastRoot>
  );
}
