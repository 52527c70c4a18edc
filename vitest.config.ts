import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Two projects: browser code runs in jsdom with Testing Library set up; build scripts, the
// functions fixture and the e2e and bench helpers run in plain Node, where a DOM would only hide
// a Node-only mistake.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./vitest.setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['scripts/**/*.test.ts', 'functions/**/*.test.ts', 'e2e/lib/**/*.test.ts', 'bench/**/*.test.ts'],
          },
        },
      ],
    },
  }),
)
