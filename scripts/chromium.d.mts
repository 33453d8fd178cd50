/** Headless Chromium flags for this machine and CI (see scripts/chromium.mjs). */
export declare const chromiumArgs: string[];
/** The Chromium to drive: CHROMIUM_PATH / CHROME_PATH, a system Chromium, or Playwright's; undefined when none. */
export declare function findChromium(environment?: NodeJS.ProcessEnv): string | undefined;
/** Finds Chromium or installs one, saying what it does. */
export declare function ensureChromium(options?: { log?: (message: string) => void; env?: NodeJS.ProcessEnv }): string;
/** What `<executable> --version` prints. */
export declare function versionOf(executable: string): string;
