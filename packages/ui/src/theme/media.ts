import { breakpoint } from './tokens';

/** A breakpoint's name: 'sm', 'drawer', 'md', 'menu', 'xl'. */
export type Breakpoint = keyof typeof breakpoint;

/**
 * Media queries on the breakpoint tokens, for use inside styled-components templates:
 * `${media.upTo('menu')} { width: 130px; }`.
 */
export const media = {
  /** Viewports at most `breakpoint[name]` pixels wide. */
  upTo: (name: Breakpoint): string => `@media (max-width: ${breakpoint[name]}px)`,
  /** Viewports wider than `breakpoint[name]` pixels. */
  above: (name: Breakpoint): string => `@media (min-width: ${breakpoint[name] + 1}px)`,
  /** Viewports wider than `breakpoint[from]` and at most `breakpoint[to]` pixels wide. */
  between: (from: Breakpoint, to: Breakpoint): string =>
    `@media (min-width: ${breakpoint[from] + 1}px) and (max-width: ${breakpoint[to]}px)`,
  /** Where the primary pointer is coarse (a finger): targets grow to 44 x 44 px. */
  coarsePointer: '@media (pointer: coarse)',
} as const;
