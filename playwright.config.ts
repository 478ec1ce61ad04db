import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real built site (dist/, with its Pagefind index)
// in Debian's Chromium. `npm test` builds first; run `npm run build` before
// `npm run test:e2e` on its own.
// E2E_PORT lets two checkouts test side by side without reusing each other's server.
const PORT = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous limits, so that the suite stays green on a busy machine (load average above 10 on two
  // cores, where a page can take ten times longer): a limit only stops a test that hangs; a wrong
  // answer fails its assertion whatever the limit. Tests wait on what they need, never on time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    permissions: ['clipboard-read', 'clipboard-write'],
    // The service worker would precache the whole site (about 2 MB) in every test's fresh
    // context: only the offline tests let it run (tests/e2e/leger-hors-ligne.spec.ts).
    serviceWorkers: 'block',
  },
  webServer: {
    command: `astro preview --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
