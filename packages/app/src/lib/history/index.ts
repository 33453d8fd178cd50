export { entityPhrase, fieldName, historySentence, historyTime, impactSentence } from './historySentence';
export { historyFilterQuery, lastChangesKey, loadLastChanges } from './lastChanges';
export type { HistorySubject } from './lastChanges';
