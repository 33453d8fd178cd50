export { useAsync } from './useAsync';
export type { AsyncResult, AsyncState } from './useAsync';
export { describeError } from './describeError';
