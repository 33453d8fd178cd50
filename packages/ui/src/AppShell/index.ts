export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
