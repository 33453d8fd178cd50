import type { ReactNode } from 'react';
import { Container, Overlay } from './LoadingOverlay.styles';
import { Spinner } from './Spinner';

export interface LoadingOverlayProps {
  /** The content the overlay covers: a widget, a report body. */
  children?: ReactNode;
  /**
   * Whether the content is loading. While it is, a spinner covers the content, the content
   * cannot be focused or clicked (`inert`) and the container is `aria-busy`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What is loading, read by screen readers.
   * @default 'Loading'
   */
  label?: string;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

/**
 * Covers its content with a spinner while it loads or reloads. What is already on screen
 * stays in place underneath, faded and inert, and comes back as soon as loading ends.
 */
export function LoadingOverlay({ children, isLoading = false, label = 'Loading', className }: LoadingOverlayProps) {
  return (
    <Container
      className={className}
      aria-busy={isLoading || undefined}
      data-component="LoadingOverlay"
      data-loading={isLoading || undefined}
    >
      <div inert={isLoading || undefined} data-part="content">
        {children}
      </div>
      {isLoading ? (
        <Overlay data-part="overlay">
          <Spinner label={label} size="large" />
        </Overlay>
      ) : null}
    </Container>
  );
}
