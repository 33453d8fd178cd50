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
export { textOr } from './placeholders';
export type { EntityCardLinkProps, EntityCardRenderLink } from './link';
