export { DetailsCard } from './DetailsCard';
export type { DetailsCardProps } from './DetailsCard';
