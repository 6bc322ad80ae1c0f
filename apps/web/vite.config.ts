import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/socket': { target: 'ws://localhost:3000', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // @venue/shared is plain constants and schemas: unused exports (and zod with them) may go.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
