export { Skeleton } from './Skeleton';
export type {
  SkeletonProps,
  SkeletonLayout,
  SkeletonTextProps,
  SkeletonCardProps,
  SkeletonRowProps,
  SkeletonAvatarProps,
  SkeletonAvatarSize,
} from './Skeleton';
