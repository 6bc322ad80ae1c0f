// How the server's TypeScript becomes the JavaScript that runs: one ES module bundle for Node 20,
// its packages loaded from node_modules as they are (native code, WebAssembly, their own files), the
// workspace's own TypeScript (@venue/*) inside. The production build (ensure-server-build.mjs) and
// the benches that start the app in a process of their own (bench/lib/built-script.ts) bundle with
// these same options, so that a bench measures the code as deployed, not as a TypeScript loader
// runs it (tsx names every function it creates, a call per closure: issue 18).
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS dependencies that call require() from inside the ES module bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

/** An esbuild plugin: every package import stays outside the bundle, except the workspace's own. */
export const packagesOutsideButWorkspace = {
  name: 'packages-outside-but-workspace',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@venue/') ? undefined : { path: args.path, external: true }));
  },
};
