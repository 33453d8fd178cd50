// @stampcard/api-client/schemas: the contract's zod/mini schemas (entities, request bodies,
// queries and responses), for servers and tools that validate against the same contract.
export * from './generated/zod.gen';
