import type { RsbuildPlugin } from '@rsbuild/core';
/** The share key of a consume-shared module from its identifier, else null. */
export declare function shareKeyOf(identifier: string): string | null;
/** Rsbuild plugin emitting preload.json (exposed modules' and shell pages' shared modules and files). */
export declare function pluginPreloadMap(): RsbuildPlugin;
