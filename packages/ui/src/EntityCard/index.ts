export { EntityCard } from './EntityCard';
export type {
  EntityCardProps,
  EntityCardBadge,
  EntityCardBadgeTone,
  EntityCardDetail,
  EntityCardHeadingLevel,
} from './EntityCard';
export { CreateTile } from './CreateTile';
export type { CreateTileProps, CreateTileLayout } from './CreateTile';
export { placeholders, badgeLabels, textOr } from './placeholders';
export type { EntityCardLinkProps, EntityCardRenderLink } from './link';
