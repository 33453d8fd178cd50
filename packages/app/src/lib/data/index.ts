export { useAsync } from './useAsync';
export type { AsyncResult, AsyncState } from './useAsync';
export { describeError, serverErrors, serverUnreachableMessage } from './describeError';
