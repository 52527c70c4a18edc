import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'functions/**/*.test.ts'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
    },
  }),
)
