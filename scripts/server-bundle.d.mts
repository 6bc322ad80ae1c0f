import type { BuildOptions, Plugin } from 'esbuild';
export const serverBundleOptions: BuildOptions;
export const packagesOutsideButWorkspace: Plugin;
