export declare const root: string;
export declare const toolchainDirectory: string;
export declare const toolchainBin: string;
/** Compares two `major.minor.patch` versions: negative when a < b, 0 when equal, positive when a > b. */
export declare function compareVersions(a: string, b: string): number;
export declare function pinnedNodeVersion(): string;
export declare function pinnedPnpmVersion(): string;
/** The path of a Node at least as new as the pin: the machine's own, or the pinned one (fetched once). */
export declare function ensureNode(): string;
export declare function ensurePnpm(): string;
export declare function ensureToolchain(): { node: string; pnpmEntry: string };
export declare function toolchainEnvironment(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare function ensureDependencies(): void;
