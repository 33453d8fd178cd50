// A post-processing step of scripts/generate.ts, apart so that its test can import it.

/**
 * The SDK's request validators without their header schemas. The generated ky client merges the
 * headers into a `Headers` object before it validates, so a schema of named headers (`If-Match`)
 * never finds them and refuses every call, or, optional (`If-None-Match`), checks nothing. The
 * operations check their required headers themselves instead (`requiredHeaders` in
 * src/operation.ts), as they check path parameters.
 */
export function withoutHeaderValidation(sdk: string): string {
  return sdk.replace(/^ {8}headers: (?:z\.optional\()?z\w+Headers\)?,\n/gm, '');
}
