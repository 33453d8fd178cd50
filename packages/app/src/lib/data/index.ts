export { addressId, InvalidAddressError } from './addressError';
export { DataCache } from './dataCache';
export type { Settled } from './dataCache';
export { covers, keyStartsWith, sameKey } from './dataKey';
export type { DataKey, Invalidation } from './dataKey';
export { dataRoute, dataRouteParts, holdLoading, isMarkedStale, reloadData, settledLoading } from './dataRoute';
export type {
  DataPartDefinition,
  DataRoute,
  DataRouteDefinition,
  DataRouteParts,
  LoadArgs,
  Loading,
  LoadingParts,
  LoadLocation,
} from './dataRoute';
export {
  describeError,
  describeErrorLine,
  forbiddenMessage,
  notFoundMessage,
  serverErrors,
  serverTimeoutMessage,
  serverUnreachableMessage,
  unexpectedErrorMessage,
  unreadableAnswerMessage,
} from './describeError';
export { fieldErrorsOf, showFieldErrors } from './fieldErrors';
export type { FieldErrors } from './fieldErrors';
export { applyJsonPatch, jsonEqual, jsonPatchDiff, jsonPatchWithTests, valueAt } from './jsonPatch';
export type { JsonPatchOperation } from './jsonPatch';
export {
  apiListQuery,
  changeListQuery,
  defineList,
  isNarrowed,
  keepKnownFilters,
  listParameters,
  listSearchParams,
  parseListQuery,
  toggledValues,
} from './listQuery';
export type {
  ApiListQuery,
  ListDefinition,
  ListFilterDefinition,
  ListQuery,
  ListQueryChange,
  ListQueryUpdate,
  QueryOf,
  SortOrder,
} from './listQuery';
export { useListQuery } from './useListQuery';
export type { ListQueryControls } from './useListQuery';
export { useLoaded } from './useLoaded';
export type { Loaded, UseLoadedOptions } from './useLoaded';
export { announceChange, listenForChanges } from './crossTab';
export { conflictingFields, emptyValueText, rebaseEdit, valueText } from './editConflict';
export type { ConflictField, Edit, EditConflictDefinition, FieldDefinition } from './editConflict';
export { failureDescription, messageDurations, useMutation } from './useMutation';
export type { FailureMessage, Mutation, MutationDefinition, MutationOutcome, SuccessMessage } from './useMutation';
export { useLookup } from './useLookup';
export type { Lookup } from './useLookup';
export { useInvalidate } from './useInvalidate';
