/**
 * Design tokens of the Stampcard UI kit.
 *
 * Named category, then role, then variant and state (as Polaris does):
 * `color.bg.fillBrandHover` is the background fill of brand elements when hovered.
 * Components read tokens from the styled-components theme, never literal values,
 * so a product can re-theme the kit by passing its own `Theme` to `ThemeProvider`.
 */

/** Colour roles. Every text role meets WCAG 2.2 AA contrast on the surfaces it is used on (see tokens.test.ts). */
export const color = {
  text: {
    /** Body text on `bg.surface` and `bg.canvas`. */
    default: '#1B1F3B',
    /** Secondary text: hints, captions, placeholders. */
    subdued: '#555B75',
    /** Text on disabled controls; exempt from contrast rules. */
    disabled: '#8A8FA3',
    /** Text on `bg.fillBrand` and the other solid fills. */
    onFill: '#FFFFFF',
    /** Links and brand-coloured text. */
    link: '#2F3AB8',
    /** Error messages and destructive text. */
    critical: '#B3261E',
    /** Success text. */
    success: '#1E6B34',
    /** Warning text. */
    warning: '#8A4B00',
  },
  bg: {
    /** The page behind every surface. */
    canvas: '#F4F5FA',
    /** Cards, dialogs, menus. */
    surface: '#FFFFFF',
    /** A hovered row or option. */
    surfaceHover: '#ECEEF8',
    /** A selected row or option. */
    surfaceSelected: '#DDE0F7',
    /** A pressed secondary control. */
    surfacePressed: '#D3D7F2',
    /** Primary buttons and other brand fills (the default card background). */
    fillBrand: '#3E4AD8',
    fillBrandHover: '#3440C2',
    fillBrandPressed: '#2A34A3',
    /** Destructive buttons. */
    fillCritical: '#B3261E',
    fillCriticalHover: '#9A1F18',
    fillCriticalPressed: '#7F1913',
    /** Solid success, warning and info fills (toasts, badges). */
    fillSuccess: '#1E6B34',
    fillWarning: '#8A4B00',
    fillInfo: '#2F3AB8',
    /** Tinted backgrounds for inline messages. */
    tintCritical: '#FCE8E6',
    tintSuccess: '#E6F4EA',
    tintWarning: '#FEF3E0',
    tintInfo: '#E8EAFB',
    /** Disabled controls. */
    fillDisabled: '#E3E5EE',
    /** Behind modal dialogs. */
    backdrop: 'rgba(17, 20, 45, 0.55)',
  },
  border: {
    /** Dividers and the edges of surfaces. */
    subdued: '#E1E3EC',
    /** Edges of inputs and secondary buttons (3:1 against surfaces). */
    default: '#6E7490',
    /** Keyboard focus rings. */
    focus: '#2F3AB8',
    /** Inputs in error. */
    critical: '#B3261E',
  },
} as const;

/** Spacing scale, in pixels. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const typography = {
  fontFamily: {
    body: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    monospace: "'Roboto Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '20px',
    xl: '24px',
    xxl: '32px',
  },
  fontWeight: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeight: {
    tight: 1.2,
    normal: 1.5,
  },
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(17, 20, 45, 0.12)',
  md: '0 4px 12px rgba(17, 20, 45, 0.14)',
  lg: '0 12px 32px rgba(17, 20, 45, 0.2)',
  /** Keyboard focus ring, drawn outside the element. */
  focusRing: `0 0 0 2px #FFFFFF, 0 0 0 4px ${color.border.focus}`,
} as const;

/** Stacking layers, lowest first. Overlays portal to the body and take these values. */
export const zIndex = {
  base: 0,
  sticky: 100,
  menu: 200,
  dropdown: 1000,
  backdrop: 1100,
  modal: 1200,
  toast: 1300,
  tooltip: 1400,
} as const;

/**
 * Viewport widths in pixels. `menu` is where the side menu narrows from 190 to 130 px; at `drawer` and
 * below (phones, and tablets held upright under 768 px) it leaves the page to a header bar and
 * opens as a drawer.
 */
export const breakpoint = {
  sm: 600,
  drawer: 767,
  md: 960,
  menu: 1280,
  xl: 1440,
} as const;

/** Fixed sizes of the product's layout. */
export const size = {
  /** Side menu width above the menu breakpoint. */
  menuWidth: '190px',
  /** Side menu width at or below the menu breakpoint. */
  menuWidthCompact: '130px',
  /** Prompt dialog width. */
  promptWidth: '600px',
  /** Minimum hit target (WCAG 2.2 target size). */
  minimumTarget: '24px',
  /** Minimum hit target where the pointer is coarse (a finger). */
  touchTarget: '44px',
  /** The header bar of narrow screens (AppShell), which stays at the top while the page scrolls. */
  topBarHeight: '56px',
} as const;

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type ColorTokens = typeof color;
export type SpaceToken = keyof typeof space;
export type BreakpointToken = keyof typeof breakpoint;
