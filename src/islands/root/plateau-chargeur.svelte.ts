/**
 * The board's tools (plateau-outils.ts: editing, the control and movement rules, the link reader and
 * writer) come by a dynamic import() the first time they are needed, so that the board's first view
 * carries only the map and the answers computed when the site was built. A failed import leaves a
 * French message (`erreur`) and may be tried again.
 */
import type { Outils } from './plateau-modifs';

export class ChargeurOutils {
  /** the tools, once loaded */
  outils: Outils | null = $state.raw(null);
  /** why they could not be loaded, in French ('' when all is well) */
  erreur = $state('');
  /** an action waits for them */
  attente = $state(false);
  #promesse: Promise<Outils> | null = null;

  charger(): Promise<Outils> {
    this.#promesse ??= import('./plateau-outils').then(
      (m) => {
        this.outils = m;
        this.erreur = '';
        return m;
      },
      (e: unknown) => {
        this.#promesse = null;
        this.erreur = 'Cette partie du plateau n’a pas pu être chargée (connexion perdue\u00A0?)\u00A0: réessayez une fois en ligne, ou rechargez la page.';
        throw e;
      },
    );
    return this.#promesse;
  }

  /** Runs an action that needs the tools; false if they could not be loaded (`erreur` says why). */
  async avec(action: (o: Outils) => void): Promise<boolean> {
    if (this.outils) {
      action(this.outils);
      return true;
    }
    this.attente = true;
    try {
      action(await this.charger());
      return true;
    } catch {
      return false;
    } finally {
      this.attente = false;
    }
  }

  /** Loads the tools as soon as the reader reaches for `el` (pointer or keyboard focus inside it). */
  precharger(el: HTMLElement): () => void {
    const go = () => void this.charger().catch(() => {});
    el.addEventListener('pointerdown', go, { once: true, passive: true });
    el.addEventListener('focusin', go, { once: true });
    return () => {
      el.removeEventListener('pointerdown', go);
      el.removeEventListener('focusin', go);
    };
  }
}
