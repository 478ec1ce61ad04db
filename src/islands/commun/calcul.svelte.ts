/**
 * A long computation off the page's thread, for every game's islands: one Web Worker per question,
 * terminated as soon as a new question comes (or the reader cancels), so the page never freezes
 * and an old answer never overwrites a newer one. The island decides from the question's size
 * (never with a timer) whether to compute on the spot or here; the worker's module is only fetched
 * when a question needs it.
 *
 *   const calc = new Calcul<Demande, Reponse>(() => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' }));
 *   calc.lancer(demande);   // posts it; calc.enCours, then calc.resultat
 *   calc.arreter();         // a small question answered on the spot: the old worker goes
 */
export class Calcul<D, R> {
  /** a worker is computing */
  enCours = $state(false);
  /** the last answer the worker gave (undefined before, or after a cancel) */
  resultat: R | undefined = $state.raw(undefined);
  /** the reader cancelled the last computation */
  annule = $state(false);
  #worker: Worker | null = null;
  #creer: () => Worker;
  #erreur: R;

  /** `erreur`: the answer to show if the worker fails (a French message, never the error's text). */
  constructor(creer: () => Worker, erreur: R) {
    this.#creer = creer;
    this.#erreur = erreur;
  }

  /** Computes `demande` in a fresh worker; the previous one, if any, is terminated. */
  lancer(demande: D): void {
    this.arreter();
    this.annule = false;
    let w: Worker;
    try {
      w = this.#creer();
    } catch {
      this.resultat = this.#erreur;
      return;
    }
    this.#worker = w;
    this.enCours = true;
    w.onmessage = (e: MessageEvent<R>) => {
      if (this.#worker !== w) return;
      this.resultat = e.data;
      this.#fin();
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (this.#worker !== w) return;
      this.resultat = this.#erreur;
      this.#fin();
    };
    w.postMessage(demande);
  }

  /** Stops the computation under way (a new question answered on the spot). */
  arreter(): void {
    if (this.#worker) this.#fin();
    this.enCours = false;
  }

  /** The reader's « Annuler »: stops, and says the answer shown is not this question's. */
  annuler(): void {
    if (!this.enCours) return;
    this.arreter();
    this.resultat = undefined;
    this.annule = true;
  }

  #fin(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.enCours = false;
  }
}
