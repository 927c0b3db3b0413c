/** The shared package's folder. */
export declare const SHARED_DIR: string;
/** What to run after changing shared code. */
export declare const BUMP_COMMAND: string;
/** Hash of what the package ships (src/ without tests, package.json without version). */
export declare function contentHash(dir?: string): string;
export declare function readLock(dir?: string): { version: string; hash: string } | null;
/** Compares the lock with the package. */
export declare function checkLock(dir?: string): { ok: boolean; version: string; hash: string; message: string };
/** @throws Error naming the command to run when the lock does not match */
export declare function assertLock(dir?: string): void;
/** Bumps the version and rewrites the lock; does nothing when the lock already matches. */
export declare function bump(o?: { dir?: string; part?: 'patch' | 'minor' | 'major' }): { from: string; to: string; hash: string; changed: boolean };
