// Pagefind's UI module has no types of its own (see pagefind-a-la-demande.ts).
declare module '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs' {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
  }
}
