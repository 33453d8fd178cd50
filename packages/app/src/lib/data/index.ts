export { useAsync } from './useAsync';
export type { AsyncResult, AsyncState } from './useAsync';
export { describeError, serverUnreachableMessage } from './describeError';
