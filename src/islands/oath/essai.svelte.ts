/**
 * What every Oath explorer does at its start and for its share link, written once (Campagne, Des,
 * Titre, Tour, Voyage): its props; the situation it opens with — the page's, or the one a share
 * link carries, a damaged link told in French (lien.ts); the preset's title and rule; the alert;
 * `pret` (the island is live: `data-pret="oui"`, what the e2e tests wait on); whether the reader
 * changed the situation (the title then says « Situation modifiée », EnTete.svelte); and the share
 * link, which carries the preset's title only while nothing was changed.
 *
 *   const essai = new Essai(id, initialSituation(id, situation, surLaCarte({ kind: 'travel', player: 'chancellor' })));
 *   const modifie = $derived(essai.modifie(maintenant()));   // maintenant() = essai.situation(setup, question)
 *   const lien = () => essai.lien(maintenant(), modifie);
 *
 * The class is built while its component starts (it holds state and an effect).
 */
import { shareUrl } from './lien';
import { encodeSituation, type Question, type Situation } from '~/engine/oath/situation';
import type { Setup } from '~/engine/oath/setup';
import type { Reason } from '~/engine/core/verdict';

/** The props every Oath explorer takes from its page. */
export interface EssaiProps {
  id: string;
  /** the situation's one-line Oath text */
  situation: string;
  pages: Record<string, string>;
}

/** The situation of a page that gives none the explorer can read: the Chancelier at the first of eight sites, and `question`. */
export const surLaCarte = (question: Question): Situation => ({
  v: 1,
  setup: { oath: 'supremacy', players: { chancellor: { pawn: 1 } }, sites: ['OATH-237', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-247', 'OATH-248', 'OATH-241'].map((site) => ({ site: site as never })) },
  question,
});

export class Essai {
  readonly id: string;
  /** the situation the explorer opened with */
  readonly s: Situation;
  /** its question as the explorer shows it first (`question` given to the constructor, or the situation's own) */
  readonly question: Question;
  readonly titre: string | undefined;
  readonly regle: string | undefined;
  alerte: Reason[] = $state([]);
  pret = $state(false);
  /** the start as text, to tell whether the reader changed anything */
  readonly #depart: string;

  /** `start`: what lien.ts `initialSituation` read; `question`: the first question, if the explorer shows another than the situation's. */
  constructor(id: string, start: { s: Situation; alert: Reason[] }, question: Question = start.s.question) {
    this.id = id;
    this.s = start.s;
    this.question = question;
    this.titre = start.s.title;
    this.regle = start.s.rule;
    this.alerte = start.alert;
    this.#depart = encodeSituation(this.situation(start.s.setup, question));
    $effect(() => {
      this.pret = true;
    });
  }

  /** A situation of this explorer (its rule kept, the preset's title apart). */
  situation(setup: Setup, question: Question): Situation {
    const s: Situation = { v: 1, setup, question };
    if (this.regle) s.rule = this.regle;
    return s;
  }

  /** Whether `now` differs from what the explorer opened with. */
  modifie(now: Situation): boolean {
    return encodeSituation(now) !== this.#depart;
  }

  /** The share link of `now`: the preset's title only while nothing was changed. */
  lien(now: Situation, modifie: boolean): string {
    return shareUrl(this.id, { ...now, ...(this.titre && !modifie ? { title: this.titre } : {}) });
  }
}
