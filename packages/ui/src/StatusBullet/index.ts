export { StatusBullet, statusBulletLabels } from './StatusBullet';
export type { StatusBulletProps, StatusBulletStatus } from './StatusBullet';
