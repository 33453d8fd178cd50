/**
 * What an import takes: a file of at most 10 MB and 50,000 rows (past either, it is refused and
 * nothing more is read), sent to the server 500 rows a request (the contract's most a request takes).
 */
export const importLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 50_000,
  chunkRows: 500,
} as const;
