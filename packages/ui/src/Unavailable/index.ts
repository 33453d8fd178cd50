export { Unavailable } from './Unavailable';
export type { UnavailableProps } from './Unavailable';
