export { CardGrid } from './CardGrid';
export type { CardGridProps, CardGridCreateTilePosition } from './CardGrid';
