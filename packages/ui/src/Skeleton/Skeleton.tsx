import type { ReactNode } from 'react';
import { VisuallyHidden } from '../internal/visuallyHidden';
import { Avatar, Card, CardHeader, Container, Line, Row, RowAction, TextBlock } from './Skeleton.styles';

export type SkeletonLayout = 'stack' | 'grid' | 'none';
export type SkeletonAvatarSize = 'small' | 'medium' | 'large';

export interface SkeletonProps {
  /** The placeholder shapes: `Skeleton.Text`, `Skeleton.Card`, `Skeleton.Row`, `Skeleton.Avatar`. */
  children?: ReactNode;
  /**
   * What screen readers hear, once for the whole region; the shapes themselves are hidden from them.
   * @default 'Loading…'
   */
  label?: string;
  /**
   * How the shapes are laid out: `stack` in a column, `grid` as a grid of card tiles,
   * `none` to leave layout to `className`.
   * @default 'stack'
   */
  layout?: SkeletonLayout;
  /** Extra class names, for layout by the parent (margins, grid placement). */
  className?: string;
}

export interface SkeletonTextProps {
  /**
   * How many lines of text to stand in for; the last of several is shorter.
   * @default 3
   */
  lines?: number;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

export interface SkeletonCardProps {
  /** Extra class names, for layout by the parent. */
  className?: string;
}

export interface SkeletonRowProps {
  /**
   * Whether the row has an avatar or logo at its start.
   * @default true
   */
  hasAvatar?: boolean;
  /**
   * Whether the row has an action button at its end.
   * @default true
   */
  hasAction?: boolean;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

export interface SkeletonAvatarProps {
  /**
   * The diameter: 24, 40 or 64 pixels.
   * @default 'medium'
   */
  size?: SkeletonAvatarSize;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/** Lines of text; decorative. */
function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <TextBlock aria-hidden="true" className={className} data-component="Skeleton.Text">
      {Array.from({ length: count }, (_, index) => (
        <Line key={index} data-width={count > 1 && index === count - 1 ? 'short' : 'full'} />
      ))}
    </TextBlock>
  );
}

/** A round avatar or logo; decorative. */
function SkeletonAvatar({ size = 'medium', className }: SkeletonAvatarProps) {
  return <Avatar aria-hidden="true" className={className} data-component="Skeleton.Avatar" data-size={size} />;
}

/** A card tile of a grid (e.g. a project): logo, title and two lines; decorative. */
function SkeletonCard({ className }: SkeletonCardProps) {
  return (
    <Card aria-hidden="true" className={className} data-component="Skeleton.Card">
      <CardHeader>
        <Avatar data-size="large" />
        <Line data-width="title" />
      </CardHeader>
      <TextBlock>
        <Line data-width="long" />
        <Line data-width="short" />
      </TextBlock>
    </Card>
  );
}

/** A row of a list (e.g. a person, a report): avatar, two lines and an action; decorative. */
function SkeletonRow({ hasAvatar = true, hasAction = true, className }: SkeletonRowProps) {
  return (
    <Row aria-hidden="true" className={className} data-component="Skeleton.Row">
      {hasAvatar ? <Avatar data-size="medium" /> : null}
      <TextBlock>
        <Line data-width="title" />
        <Line data-width="short" />
      </TextBlock>
      {hasAction ? <RowAction /> : null}
    </Row>
  );
}

/**
 * A region of placeholder shapes shown while content loads. The region is `aria-busy` and
 * says its `label` once to screen readers; each shape is decorative (`aria-hidden`), so a grid
 * of twelve cards is not read out twelve times. The shimmer stops with reduced motion.
 */
function SkeletonRoot({ children, label = 'Loading…', layout = 'stack', className }: SkeletonProps) {
  return (
    <Container aria-busy="true" className={className} data-component="Skeleton" data-layout={layout}>
      <VisuallyHidden data-part="label">{label}</VisuallyHidden>
      {children}
    </Container>
  );
}

/** Placeholder shapes for loading states: every list and page shows them while it loads. */
export const Skeleton = Object.assign(SkeletonRoot, {
  Text: SkeletonText,
  Card: SkeletonCard,
  Row: SkeletonRow,
  Avatar: SkeletonAvatar,
});
