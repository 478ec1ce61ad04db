import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
  },
});
