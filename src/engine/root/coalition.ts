/**
 * Coalitions (9.2.8): with whom may a Vagabond form a coalition now, and who wins when a given
 * player wins.
 *
 * 9.2.8 as the position shows it: only a Vagabond (a bot plays no Dominance card, R1.3), in a game
 * of 4 players or more; the partner has fewer victory points than every other player, the Vagabond
 * forming the coalition aside, and is in no coalition yet; ties for fewest: the Vagabond chooses. A
 * player who activated a Dominance card has no score marker on the track (3.3.1), so it can be no
 * partner (official FAQ, Vagabond n° 8) and takes no part in the comparison; neither does a
 * Vagabond already in a coalition (its marker lies on its partner's board). Missing scores are not
 * guessed: the answer names them and decides nothing. If the partner wins, its Vagabond wins too.
 */
import { FACTIONS, type FactionId } from './factions';
import { capitalize, isPluralName, ofName, theName } from './glossary';
import { problem, reason, type Problem, type Reason } from './reasons';
import { countText } from '../core/format';
import type { Owner, Setup } from './setup';
import { makeContext } from './context';
import { NOMADS } from './nomads';
import { validate } from './validate';

const VAGABONDS: readonly FactionId[] = ['vagabond', 'vagabond2'];

export interface CoalitionPlayer {
  faction: FactionId;
  /** victory points on the track; null if its marker is off the track or if the score is unknown */
  score: number | null;
  /** may be chosen as partner now */
  ok: boolean;
  reasons: Reason[];
}

export interface CoalitionAnswer {
  ok: boolean;
  problems: Problem[];
  vagabond: FactionId;
  /** its partner if it already formed a coalition */
  partner: FactionId | null;
  /** whom it may choose now (several: a tie, the Vagabond chooses) */
  candidates: FactionId[];
  /** false when a score the choice depends on is missing */
  decided: boolean;
  players: CoalitionPlayer[];
  reasons: Reason[];
  /** the players and Nomads that are not this Vagabond's adversaries (G.1.2, E.3.2): none may battle the other (4.3) */
  notAdversaries: Owner[];
  /** with `winner`: every player who wins when it wins (9.2.8) */
  winner?: FactionId;
  winners?: FactionId[];
}

/** The coalition question for this Vagabond (and, with `winner`, who wins with that player). */
export function coalition(setup: Setup, params: { vagabond: FactionId; winner?: FactionId }): CoalitionAnswer {
  const vag = params.vagabond;
  const out: CoalitionAnswer = { ok: false, problems: [], vagabond: vag, partner: null, candidates: [], decided: true, players: [], reasons: [], notAdversaries: [] };
  const v = validate(setup);
  if (!v.ok) return { ...out, problems: v.problems };
  const s = v.setup;
  const the = (f: FactionId) => theName(f, s);
  const The = (f: FactionId) => capitalize(theName(f, s));
  const verb = (f: FactionId, one: string, many: string) => (isPluralName(f, s) ? many : one);
  if (!VAGABONDS.includes(vag) || !s.players[vag]) return { ...out, problems: [problem('9.2.8', 'La question porte sur un Vagabond en jeu (« vagabond » ou « vagabond2 ») : seul le Vagabond forme une coalition (9.2.8).', 'question')] };
  if (params.winner !== undefined && !s.players[params.winner]) return { ...out, problems: [problem('5.1.1', `${The(params.winner)} : pas en jeu, donc pas de vainqueur possible.`, 'question')] };
  const players = FACTIONS.filter((f) => s.players[f]);
  const partnerOf = (f: FactionId): FactionId | undefined => s.players[f]?.coalition ?? players.find((g) => g !== f && s.players[g]?.coalition === f);
  const reasons: Reason[] = [];
  const me = s.players[vag]!;
  out.ok = true;
  out.partner = me.coalition ?? null;

  // who wins with a given winner
  if (params.winner !== undefined) {
    const w = params.winner;
    const winners = [w, ...players.filter((f) => f !== w && s.players[f]?.coalition === w)];
    out.winner = w;
    out.winners = winners;
    const partner = s.players[w]?.coalition;
    reasons.push(
      winners.length > 1
        ? reason('9.2.8', `Si ${the(w)} ${verb(w, 'remporte', 'remportent')} la partie, ${winners.slice(1).map(the).join(' et ')} la ${winners.length > 2 ? 'remportent' : 'remporte'} aussi : en coalition avec ${the(w)} (9.2.8).`)
        : partner
          ? reason('9.2.8', `${The(w)} est en coalition avec ${the(partner)} : il ne marque plus de points et gagne quand ${the(partner)} ${verb(partner, 'gagne', 'gagnent')} (9.2.8) ; ${the(partner)} ne ${verb(partner, 'gagne', 'gagnent')} pas parce qu’il gagne.`)
          : reason('9.2.8', `Aucun Vagabond n’est en coalition avec ${the(w)} : si ${the(w)} ${verb(w, 'gagne', 'gagnent')}, personne ne gagne avec ${the(w)} (9.2.8).`),
    );
  }

  // what the coalition changes: adversaries (G.1.2, E.3.2), as battle and removal effects decide them
  const ctx = makeContext(s);
  const owners: Owner[] = [...players, ...NOMADS.filter((n) => s.nomads?.[n])];
  out.notAdversaries = owners.filter((o) => o !== vag && !ctx.adversary(vag, o));
  for (const o of out.notAdversaries) {
    const sup = (s.nomads as Record<string, { supervisor?: FactionId }> | undefined)?.[o]?.supervisor;
    reasons.push(
      sup === undefined
        ? reason('4.3', `${The(vag)} et ${the(o as FactionId)} sont en coalition : aucun n’est l’adversaire de l’autre (G.1.2), donc aucun ne peut combattre l’autre (4.3) ; un effet qui retire « les pièces adverses » épargne celles de l’autre (G.1.23).`)
        : reason(
            'E.3.2',
            `${capitalize(theName(o, s))}, ${isPluralName(o, s) ? 'supervisés' : 'supervisé'} par ${the(sup)}, ${isPluralName(o, s) ? 'ne sont pas des adversaires' : 'n’est pas un adversaire'} ${sup === vag ? 'de son superviseur' : `du partenaire de coalition ${ofName(sup, s)}, ${the(vag)}`} (E.3.2) : pas de combat entre eux (4.3).`,
          ),
    );
  }

  // may this Vagabond form a coalition now?
  const blockers: Reason[] = [];
  if (me.coalition) blockers.push(reason('9.2.8', `${The(vag)} est déjà en coalition avec ${the(me.coalition)} : son marqueur de score est sur le plateau de son partenaire, il n’en forme pas d’autre (9.2.8).`));
  if (me.bot) blockers.push(reason('R1.3', 'Le Vagabot ne joue pas de carte Domination (R1.3) : il ne forme pas de coalition (9.2.8).'));
  if (players.length < 4) blockers.push(reason('9.2.8', `Partie à ${players.length} joueurs : une coalition ne se forme qu’à 4 joueurs ou plus (9.2.8).`));
  if (blockers.length) {
    reasons.push(...blockers);
    out.reasons = reasons;
    out.players = players.filter((f) => f !== vag).map((f) => ({ faction: f, score: s.players[f]?.score ?? null, ok: false, reasons: [blockers[0]!] }));
    return out;
  }
  const others = players.filter((f) => f !== vag);
  // players with a score marker on the track: not a Dominance player, not a Vagabond in coalition
  const offTrack = (f: FactionId): Reason | null =>
    s.players[f]?.dominance
      ? reason('3.3.1', `${The(f)} a activé une carte Domination : son marqueur a quitté la piste de score (3.3.1), on ne forme pas de coalition avec ${the(f)} (9.2.8 ; FAQ officielle, Vagabond n° 8).`)
      : s.players[f]?.coalition
        ? reason('9.2.8', `${The(f)} est déjà en coalition avec ${the(s.players[f]!.coalition!)} : son marqueur de score n’est plus sur la piste (9.2.8).`)
        : null;
  const compared = others.filter((f) => !offTrack(f));
  const unknown = compared.filter((f) => s.players[f]?.score === undefined);
  const scores = compared.filter((f) => s.players[f]?.score !== undefined).map((f) => s.players[f]!.score!);
  const min = scores.length ? Math.min(...scores) : null;
  if (unknown.length) {
    out.decided = false;
    reasons.push(reason('9.2.8', `Points de victoire inconnus pour ${unknown.map(the).join(', ')} : le partenaire est le joueur qui en a le moins (9.2.8) ; entrez-les (réglage « points ») pour obtenir la réponse.`));
  }
  for (const f of others) {
    const score = s.players[f]?.score ?? null;
    const why: Reason[] = [];
    const off = offTrack(f);
    if (off) why.push(off);
    else {
      const partner = partnerOf(f);
      if (partner) why.push(reason('9.2.8', `${The(f)} ${isPluralName(f, s) ? 'sont' : 'est'} déjà en coalition avec ${the(partner)} : pas de seconde coalition (9.2.8).`));
      if (score === null) why.push(reason('9.2.8', `Points ${ofName(f, s)} inconnus : on ne peut pas dire qui a le moins de points (9.2.8).`));
      else if (unknown.length === 0 && min !== null) {
        const lower = compared.filter((g) => g !== f && s.players[g]!.score! < score);
        const tied = compared.filter((g) => g !== f && s.players[g]!.score === score);
        if (lower.length) why.push(reason('9.2.8', `${The(f)} : ${countText(score, 'point')}, mais ${lower.map((g) => `${the(g)} en a ${s.players[g]!.score}`).join(', ')} ; le partenaire doit avoir moins de points que tous les autres joueurs (9.2.8).`));
        else if (!partner)
          why.push(
            reason(
              '9.2.8',
              tied.length
                ? `${The(f)} : ${countText(score, 'point')}, à égalité avec ${tied.map(the).join(', ')} pour le plus petit total : le Vagabond choisit parmi eux (9.2.8).`
                : `${The(f)} : ${countText(score, 'point')}, moins que chacun des autres joueurs (le Vagabond qui forme la coalition n’est pas compté) (9.2.8).`,
            ),
          );
      }
    }
    const ok = !off && !partnerOf(f) && score !== null && unknown.length === 0 && score === min;
    out.players.push({ faction: f, score: off ? null : score, ok, reasons: why });
  }
  out.candidates = out.players.filter((p) => p.ok).map((p) => p.faction);
  if (out.decided) {
    if (!out.candidates.length)
      reasons.push(reason('9.2.8', 'Personne ne remplit les conditions : le joueur qui a le moins de points est déjà en coalition (ou aucun joueur n’a de marqueur sur la piste) ; le Vagabond ne peut pas former de coalition maintenant (9.2.8).'));
    else if (out.candidates.length > 1) reasons.push(reason('9.2.8', `Égalité pour le moins de points : ${The(vag)} choisit son partenaire parmi ${out.candidates.map(the).join(' et ')} (9.2.8).`));
    else reasons.push(reason('9.2.8', `${The(vag)} peut former une coalition avec ${the(out.candidates[0]!)} seulement (9.2.8).`));
    for (const f of out.candidates)
      if (me.hostile?.includes(f)) reasons.push(reason('9.2.9.III.d', `${The(f)} est Hostile au Vagabond : la coalition reste permise, et son marqueur de relation passe sur la case Indifférent (9.2.9.III.d).`));
  }
  reasons.push(reason('3.3.1', `Pour former la coalition, ${the(vag)} active une carte Domination (9.2.8) ; 3.3.1 demande 10 points pour activer une carte Domination, et 9.2.8 ne dit pas si cette condition vaut aussi pour la coalition : Clairière ne la vérifie pas (lecture non tranchée).`));
  out.reasons = reasons;
  return out;
}
