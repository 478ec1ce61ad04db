/**
 * Headings inside an explorer. On its own page (`page`), an explorer's titles are headings under
 * the page's title. Embedded in a rules page, they would cut into the rules' own outline (an
 * explorer's h2 between a rule's h3 and its h4): there they keep their look but lose the heading
 * role (`presentation`), and the explorer stays one named region. The explorer's root component
 * says which with `titresDePage(page)`; its parts ask `roleTitre()` for their headings' role.
 */
import { getContext, setContext } from 'svelte';

const CLE = Symbol('titres');

export function titresDePage(page: boolean): void {
  setContext(CLE, page);
}

export function roleTitre(): 'presentation' | undefined {
  return getContext<boolean | undefined>(CLE) === false ? 'presentation' : undefined;
}
