import type { ReactNode } from 'react';
import { Bullet, StatusBulletRoot } from './StatusBullet.styles';

/** Whether the thing is on (green) or off (red). */
export type StatusBulletStatus = 'enabled' | 'disabled';

/** The texts shown when no `children` are given. */
export const statusBulletLabels: Record<StatusBulletStatus, string> = {
  enabled: 'Enabled',
  disabled: 'Disabled',
};

export interface StatusBulletProps {
  /** The state shown: a green bullet for enabled, a red one for disabled. */
  status: StatusBulletStatus;
  /**
   * The text beside the bullet; it is always shown, so colour is never the only signal.
   * @default 'Enabled' or 'Disabled', after `status`
   */
  children?: ReactNode;
  /** Extra class names, for layout by the parent. */
  className?: string;
}

/**
 * A small coloured bullet and a text label for an on/off state, such as a device's
 * Enabled / Disabled. The bullet is decorative: the text carries the meaning.
 */
export function StatusBullet({ status, children, className }: StatusBulletProps) {
  return (
    <StatusBulletRoot className={className} data-component="StatusBullet" data-status={status}>
      <Bullet aria-hidden="true" data-part="bullet" />
      <span>{children ?? statusBulletLabels[status]}</span>
    </StatusBulletRoot>
  );
}
