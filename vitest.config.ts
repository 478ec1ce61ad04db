import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
    // Speed is measured by `npm run bench`, not by test timeouts: the heavy exhaustive tests take a
    // few seconds alone and several times that when CI runs every file at once on two cores.
    testTimeout: 30_000,
  },
});
