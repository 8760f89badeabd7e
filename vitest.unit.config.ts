import { defineConfig } from 'vitest/config';

// Pure logic (shared/, markets/, flags/): plain Node, no workerd needed.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'markets/**/*.test.ts', 'flags/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default (cores − 1) is one worker on this 2-core machine.
    maxWorkers: 2,
  },
});
