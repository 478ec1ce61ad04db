// The Content-Security-Policy of every page, beside the script-src and
// style-src that Astro writes itself (astro.config.mjs, security.csp).
// The same policy goes to public/_headers (src/integrations/hors-ligne.mjs).

/** Everything else comes from this site only; no plugin, no foreign form, no <base>. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * The inline scripts Starlight 0.42 writes into its pages, allowed by hash
 * (Astro hashes the scripts it bundles, not these). If Starlight changes one,
 * `node scripts/verifier-csp.mjs` (run by the tests) names the new hash.
 */
export const INLINE_SCRIPT_HASHES = [
  // ThemeProvider: the light or dark theme before the first paint
  'sha256-VWo5Wp4aqSj6nSgMpeAp9cKieaoIfwFUAunAVugI5gA=',
  // ThemeSelect: the theme pickers show the stored choice
  'sha256-GkZBRnvSuhtx/cvzvukVkX2JJZW+DdPlVr7BX8Tefqo=',
  // Search: Ctrl or ⌘ in the search button's shortcut
  'sha256-f/zAUE74ucc3JYp4r4QQvkJofoQdkOIhHYK+jeZ6eko=',
  // SidebarPersister: the sidebar's open groups and scroll, restored
  'sha256-wX2yOADeV+NMngflD5uYi3vl50SHC4sfM1EmylVjlX4=',
  'sha256-7eCV4jtsr4t4knb3c4FCRPeu7GGZeOUGE3XvWix0XOQ=',
];
