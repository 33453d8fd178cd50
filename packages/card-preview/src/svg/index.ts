// @stampcard/card-preview/svg: a card as an SVG string, in any runtime (no React, no DOM).
export { renderCardSvg, cardIconKeys, drawLayoutSvg } from './renderCardSvg';
export type { RenderCardSvgOptions, SvgFontFace, SvgHosting } from './renderCardSvg';
export { layoutCard } from '../layout/layoutCard';
export type { CardLayout, CardLayoutOptions, LayoutNode } from '../layout/layoutCard';
export { parseIconSvg, iconKey } from '../icons/iconShape';
export type { IconShape } from '../icons/iconShape';
export { normalizeCard } from '../model';
export type { LoyaltyCard, CardConfiguration, NormalizedCard } from '../model';
