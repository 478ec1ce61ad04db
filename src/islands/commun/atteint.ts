/**
 * « The reader reaches for it »: the first pointer press or keyboard focus inside an element, the
 * moment an explorer whose first view came computed at build time loads its engine (the bot's
 * turn, a faction's turn). Returns the cleanup for a Svelte `$effect`.
 */
export function quandAtteint(el: HTMLElement, charger: () => void): () => void {
  el.addEventListener('pointerdown', charger, { once: true, passive: true });
  el.addEventListener('focusin', charger, { once: true });
  return () => {
    el.removeEventListener('pointerdown', charger);
    el.removeEventListener('focusin', charger);
  };
}
