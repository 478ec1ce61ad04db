/**
 * Oath situations: a position and a question, in the site's shared envelope
 *
 *   { v: 1, game: "oath", setup: Setup | "notation", question, rule?: "5.5.5", title?: "…" }
 *
 * (the registry strips `game` before handing the envelope here). `readSituation` validates the
 * position and the question, never throws; `encodeSituation` / `decodeSituation` carry a situation
 * in one line of text for share links (`oath/<this text>`):
 *
 *   question [/regle=R] [/titre=texte-encodé] / notation de la position
 *   question := position | titre | fin[.5o.6n.7o] | voyage.J[.depuisN][.versN] | provisions
 *             | campagne.J.D.cibles(.option)*          (grammar in docs/situations.md)
 *             | des.A.D(.option)*                      (dés contre dés: no position follows)
 *             | action.J.ACTION[.carte-NNN]            (what a player may do with one action)
 *
 * A `dice` question (« dés contre dés ») needs no position: its envelope may leave `setup` out,
 * and then stands on `NO_MAP`, which its text does not carry.
 */
import { FORMAT, problem, type Problem } from '../core/verdict';
import { ATTACK_FACES, ATTACK_FACE_CODES, DEFENSE_FACES, DEFENSE_FACE_CODES } from './dice';
import type { CampaignRoll } from './campaign';
import type { DiceParams } from './duel';
import { MAX_POOL_DICE as DICE_LIMIT } from '../core/dice';
import type { CampaignParams, PlanUse, PowerUse, SacrificePolicy, Target } from './pools';
import { PLAYER_BY_CODE, decodeSetup, encodeSetup, playerCode, relicByCode, relicCode } from './notation';
import { isRelicId } from './relics';
import { isPlayerId, type PlayerId, type Setup } from './setup';
import { ACTION_CODES, ACTION_BY_CODE } from './actions/codes';
import { isActionId, type ActionId } from './actions/types';
import { isCardId, type CardId } from './deck';
import { SUITS, type Suit } from './sites';
import { validate } from './validate';
import { SLOT_COUNT, WARBANDS } from './map';
import { CAMPAIGN_CARDS } from './cards';
import type { SituationOf } from '../core/situation';

/** A campaign question: the campaign's parameters (pools.ts), and what to ask beyond the odds. */
export interface CampaignQuestion extends CampaignParams {
  kind: 'campaign';
  /** also find the pool maximising P(victory keeping at least `keep` Troupes) */
  keep?: number;
  /** a roll to resolve step by step */
  roll?: CampaignRoll;
}

/** « Dés contre dés »: a battle's pools given directly, no map (duel.ts). */
export interface DiceQuestion extends DiceParams {
  kind: 'dice';
}

export type Question =
  | { kind: 'position' }
  | CampaignQuestion
  | DiceQuestion
  | { kind: 'title' }
  | { kind: 'end'; imperial?: Partial<Record<'5' | '6' | '7', boolean>> }
  | { kind: 'travel'; player: PlayerId; from?: number; to?: number }
  | { kind: 'supply' }
  | ActionQuestion;

/** One action of a turn (chapters 5 and 6): what this player may do with it now (actions/). */
export interface ActionQuestion {
  kind: 'action';
  player: PlayerId;
  action: ActionId;
  /** the card kept after Rechercher (5.1.3), or the face-down adviser to play (6.1) */
  card?: CardId;
}

export type Situation = SituationOf<Setup, Question>;

/**
 * The position a `dice` question stands on when it gives none: the Chancellor alone on the eight
 * sites of a first game. Its answer never reads it; the envelope keeps a legal position all the
 * same, so every Oath situation has one.
 */
export const NO_MAP: Setup = {
  oath: 'supremacy',
  players: { chancellor: { pawn: 1 } },
  sites: (['OATH-237', 'OATH-243', 'OATH-244', 'OATH-245', 'OATH-252', 'OATH-247', 'OATH-248', 'OATH-241'] as const).map((site) => ({ site })),
};

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, min = 0, max = 99): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

/**
 * The most a card's count (`n`) can be in a game, from its components: a link asking more is
 * refused with the rule, so that no legal-looking link builds pools the box cannot hold.
 * Card counts: LederCards' official card data (33 denizens of each Clan; one Nomad Édifice).
 */
const COUNT_LIMITS: Record<string, { max: number; rule: string; text: string; why: string }> = {
  // Kindred Warriors: the other Clans you rule
  'OATH-060': { max: 5, rule: '7.5', text: 'il compte les autres Clans que vous contrôlez', why: ' (il y a six Clans)' },
  // Nature Worship: your Beast advisers
  'OATH-175': { max: 4, rule: '5.1.4.II', text: 'il compte vos Conseillers Beast', why: ' : trois Conseillers, et une seule carte Beast ignore cette limite' },
  // Walled Garden: Beast cards at all sites
  'OATH-195': { max: 24, rule: '2.8.1', text: 'il compte les cartes Beast sur les sites', why: ' : huit sites d’au plus trois cartes chacun' },
  // Great Crusade: Nomad cards you rule
  'OATH-164': { max: 34, rule: '7.5', text: 'il compte les cartes Nomad que vous contrôlez', why: ' : il n’y a que 33 Habitants Nomad et un Édifice Nomad' },
};
/** Any other count is of Troupes joining an Armée (Captains, Vow of Union, Wild Allies): one colour at most (1.8). */
const TROOPS_LIMIT = { max: WARBANDS.chancellor, rule: '1.8', text: 'il compte des Troupes d’une seule couleur', why: ` (${WARBANDS.chancellor} violettes, ${WARBANDS.other} de chaque autre couleur)` };
const countLimit = (card: string) => COUNT_LIMITS[card] ?? TROOPS_LIMIT;
/** An Armée is of one colour: 24 violet Troupes at most (1.8), 14 of any other (1.9). */
const ARMY_LIMIT = WARBANDS.chancellor;
const armyProblem = (what: string, where: string) =>
  problem('1.8', `${what}\u00A0: au plus ${ARMY_LIMIT} (une Armée est d’une seule couleur, et la boîte compte ${WARBANDS.chancellor} Troupes violettes, ${WARBANDS.other} de chaque autre couleur).`, where);
/** « (Guerriers Apparentés) », the card's French name as the explorers show it. */
const cardName = (id: string) => {
  const c = CAMPAIGN_CARDS.find((x) => x.id === id);
  return c ? ` (${c.name ?? c.en})` : '';
};

/** How a reader names a list of cards of a Campagne: « Un Plan de Bataille de l’attaquant »… */
const cardsLabel = (where: string) => (where === 'plans.attacker' ? 'Un Plan de Bataille de l’attaquant' : where === 'plans.defender' ? 'Un Plan de Bataille du défenseur' : 'Un pouvoir persistant');

function readPlanUse(x: unknown, where: string, problems: Problem[], power = false): PlanUse | PowerUse | null {
  const label = cardsLabel(where);
  if (!isObj(x) || typeof x.card !== 'string' || !/^OATH-\d{3}$/.test(x.card)) {
    problems.push(problem(FORMAT, `${label} est une carte inconnue.`, where));
    return null;
  }
  const u: PowerUse = { card: x.card, side: 'attacker' };
  const allowed = ['card', 'choice', 'n', 'when', 'site', ...(power ? ['side', 'suits'] : [])];
  for (const k of Object.keys(x)) if (!allowed.includes(k)) problems.push(problem(FORMAT, `${label} porte une précision inconnue.`, where));
  if (x.choice !== undefined) {
    if (!isInt(x.choice, 0, 1)) problems.push(problem(FORMAT, `${label} : la façon de l’utiliser est illisible.`, where));
    else u.choice = x.choice;
  }
  if (x.n !== undefined) {
    const limit = countLimit(x.card);
    if (!isInt(x.n, 0, 99)) problems.push(problem(FORMAT, `${label} : le nombre qu’il demande est un entier de 0 à ${limit.max}.`, where));
    else if (x.n > limit.max) problems.push(problem(limit.rule, `${label}${cardName(x.card)} : ${limit.text}, au plus ${limit.max}${limit.why}.`, where));
    else u.n = x.n;
  }
  if (x.when !== undefined) {
    if (typeof x.when !== 'boolean') problems.push(problem(FORMAT, `${label} : on ne sait pas si sa condition est remplie.`, where));
    else u.when = x.when;
  }
  if (x.site !== undefined) {
    if (!isInt(x.site, 1, 8)) problems.push(problem(FORMAT, `${label} : son site va de 1 à 8.`, where));
    else u.site = x.site;
  }
  if (!power) {
    const { side: _s, ...plan } = u;
    void _s;
    return plan;
  }
  if (x.side !== 'attacker' && x.side !== 'defender') problems.push(problem(FORMAT, `${label} : on ne sait pas quel camp le contrôle, l’attaquant ou le défenseur.`, where));
  else u.side = x.side;
  if (x.suits !== undefined) {
    if (!Array.isArray(x.suits) || !x.suits.every((s) => (SUITS as readonly unknown[]).includes(s))) problems.push(problem(FORMAT, `${label} : les Clans de ses Conseillers sont illisibles.`, where));
    else u.suits = [...(x.suits as Suit[])];
  }
  return u;
}

function readTarget(x: unknown, problems: Problem[]): Target | null {
  if (isObj(x)) {
    const keys = Object.keys(x);
    if (keys.length === 1) {
      if (isInt(x.site, 1, 8)) return { site: x.site };
      if (isInt(x.facedownRelics, 1, 8)) return { facedownRelics: x.facedownRelics };
      if (isRelicId(x.relic)) return { relic: x.relic };
      if (x.banner === 'peoplesFavor' || x.banner === 'darkestSecret') return { banner: x.banner };
      if (x.banish === true) return { banish: true };
    }
  }
  problems.push(problem(FORMAT, 'Une cible est illisible (un site, une Relique, une Bannière, le pion du défenseur à Bannir, ou les Reliques face cachée d’un site).', 'targets'));
  return null;
}

function readRoll(x: unknown, problems: Problem[]): CampaignRoll | null {
  const faces = (o: unknown, names: readonly string[]) => isObj(o) && Object.entries(o).every(([k, v]) => names.includes(k) && isInt(v, 0, 60));
  if (!isObj(x) || !faces(x.defense ?? {}, DEFENSE_FACES) || !faces(x.attack ?? {}, ATTACK_FACES) || Object.keys(x).some((k) => k !== 'defense' && k !== 'attack')) {
    problems.push(problem(FORMAT, 'Le jet donné face par face est illisible (de 0 à 60 faces de chaque sorte).', 'roll'));
    return null;
  }
  const clean = (o: unknown) => Object.fromEntries(Object.entries((o as Record<string, number>) ?? {}).filter(([, v]) => v > 0));
  return { defense: clean(x.defense), attack: clean(x.attack) };
}

/** « plans »: { attacker: [...], defender: [...] }, each list of cards; empty lists dropped. */
function readPlans(x: unknown, problems: Problem[]): CampaignQuestion['plans'] | undefined {
  if (!isObj(x) || Object.keys(x).some((k) => k !== 'attacker' && k !== 'defender')) {
    problems.push(problem(FORMAT, 'Les Plans de Bataille sont illisibles.', 'plans'));
    return undefined;
  }
  const plans: NonNullable<CampaignQuestion['plans']> = {};
  for (const side of ['attacker', 'defender'] as const) {
    const list = x[side];
    if (list === undefined) continue;
    if (!Array.isArray(list)) problems.push(problem(FORMAT, `Les Plans de Bataille ${side === 'attacker' ? 'de l’attaquant' : 'du défenseur'} sont illisibles.`, 'plans'));
    else if (list.length) plans[side] = list.map((u) => readPlanUse(u, `plans.${side}`, problems)).filter((u): u is PlanUse => !!u);
  }
  return plans.attacker || plans.defender ? plans : undefined;
}

function readSacrifice(s: unknown, problems: Problem[]): SacrificePolicy | undefined {
  if (s === 'win' || s === 'never') return s;
  if (isObj(s) && isInt(s.keep, 0, 60) && Object.keys(s).length === 1) {
    if (s.keep <= ARMY_LIMIT) return { keep: s.keep };
    problems.push(armyProblem('Les Troupes à garder en sacrifiant', 'question'));
    return undefined;
  }
  problems.push(problem(FORMAT, 'La façon de sacrifier est illisible (ce qui gagne, jamais, ou en gardant un nombre de Troupes).', 'question'));
  return undefined;
}

const DICE_FIELDS = ['kind', 'attackDice', 'force', 'defenseDice', 'warbands', 'bandits', 'title', 'plans', 'sacrifice'];

function readDice(q: Record<string, unknown>, problems: Problem[]): DiceQuestion {
  const out: DiceQuestion = { kind: 'dice', attackDice: 0, defenseDice: 0 };
  const count = (k: 'attackDice' | 'defenseDice' | 'force' | 'warbands', what: string) => {
    if (isInt(q[k], 0, DICE_LIMIT)) out[k] = q[k];
    else problems.push(problem(FORMAT, `${what.charAt(0).toUpperCase()}${what.slice(1)} : un nombre entier de 0 à ${DICE_LIMIT}.`, k));
  };
  count('attackDice', 'les dés d’attaque réunis');
  count('defenseDice', 'les dés de défense des cibles');
  if (q.force !== undefined) count('force', 'les Troupes du plateau de l’attaquant');
  if (q.warbands !== undefined) count('warbands', 'les Troupes (ou Bandits) en défense');
  if (q.bandits !== undefined && typeof q.bandits !== 'boolean') problems.push(problem(FORMAT, 'On dit seulement si les Bandits défendent, ou non.', 'bandits'));
  else if (q.bandits) out.bandits = true;
  // What the box bounds. Bandits are the silhouettes printed on the sites, one a site (2.8.3), and
  // the Mappemonde has SLOT_COUNT sites. Defending Troupes may mix colours (5.5.4, Allies) but are
  // never more than the box's 94 less the attacker's Armée: over 60 always, so the kernel's limit
  // binds. Defence dice have no bound in the box (a Bannière adds a die per token, and secrets are
  // unlimited, 9.3): the kernel's limit again.
  // an Armée is of one colour, 24 violet Troupes at most (1.8, 1.9); one die a Troupe (5.5.2): a
  // question without its Troupes has as many as its dice
  const force = out.force ?? out.attackDice;
  if (force > ARMY_LIMIT) problems.push(armyProblem('Les Troupes de l’attaquant', out.force !== undefined ? 'force' : 'attackDice'));
  if (out.bandits && out.warbands !== undefined && out.warbands > SLOT_COUNT)
    problems.push(problem('2.8.3', `Au plus ${SLOT_COUNT} Bandits en défense\u00A0: un par site, et la Mappemonde compte ${SLOT_COUNT} sites.`, 'warbands'));
  if (q.title !== undefined) {
    if (q.title !== 'oathkeeper' && q.title !== 'usurper') problems.push(problem(FORMAT, 'Le Titre du défenseur est Gardien du Serment ou Usurpateur.', 'title'));
    else out.title = q.title;
  }
  if (q.plans !== undefined) {
    const plans = readPlans(q.plans, problems);
    if (plans) out.plans = plans;
  }
  if (q.sacrifice !== undefined) {
    const s = readSacrifice(q.sacrifice, problems);
    if (s) out.sacrifice = s;
  }
  return out;
}

const CAMPAIGN_FIELDS = ['kind', 'attacker', 'defender', 'targets', 'from', 'dice', 'reading', 'allies', 'plans', 'powers', 'sacrifice', 'keep', 'roll'];

export function readQuestion(q: unknown): { ok: true; question: Question } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!isObj(q)) return { ok: false, problems: [problem(FORMAT, 'La question posée est illisible.', 'question')] };
  const only = (fields: string[]) => {
    for (const k of Object.keys(q)) if (!fields.includes(k)) problems.push(problem(FORMAT, 'La question posée porte une précision inconnue.', 'question'));
  };
  switch (q.kind) {
    case 'position':
    case 'title':
    case 'supply':
      only(['kind']);
      return problems.length ? { ok: false, problems } : { ok: true, question: { kind: q.kind } };
    case 'end': {
      only(['kind', 'imperial']);
      const out: Question = { kind: 'end' };
      if (q.imperial !== undefined) {
        if (!isObj(q.imperial) || !Object.entries(q.imperial).every(([k, v]) => ['5', '6', '7'].includes(k) && typeof v === 'boolean'))
          problems.push(problem(FORMAT, 'On dit seulement pour les tours 5, 6 et 7 si un joueur Impérial est Gardien du Serment à leur fin.', 'question'));
        else out.imperial = Object.fromEntries(['5', '6', '7'].filter((k) => k in (q.imperial as object)).map((k) => [k, (q.imperial as Record<string, boolean>)[k]!]));
      }
      return problems.length ? { ok: false, problems } : { ok: true, question: out };
    }
    case 'travel': {
      only(['kind', 'player', 'from', 'to']);
      if (!isPlayerId(q.player)) problems.push(problem(FORMAT, 'Le joueur qui Voyage est inconnu (le Chancelier, ou un joueur de 2 à 6).', 'question'));
      if (q.from !== undefined && !isInt(q.from, 1, 8)) problems.push(problem(FORMAT, 'Le site de départ va de 1 à 8.', 'question'));
      if (q.to !== undefined && !isInt(q.to, 1, 8)) problems.push(problem(FORMAT, 'Le site d’arrivée va de 1 à 8.', 'question'));
      if (problems.length) return { ok: false, problems };
      return { ok: true, question: { kind: 'travel', player: q.player as PlayerId, ...(q.from !== undefined ? { from: q.from as number } : {}), ...(q.to !== undefined ? { to: q.to as number } : {}) } };
    }
    case 'action': {
      only(['kind', 'player', 'action', 'card']);
      if (!isPlayerId(q.player)) problems.push(problem(FORMAT, 'Le joueur qui agit est inconnu (le Chancelier, ou un joueur de 2 à 6).', 'question'));
      if (!isActionId(q.action)) problems.push(problem(FORMAT, 'L’action est inconnue (une action majeure du chapitre 5 ou une action mineure du chapitre 6).', 'question'));
      if (q.card !== undefined && !isCardId(q.card)) problems.push(problem(FORMAT, 'La carte donnée est inconnue.', 'question'));
      if (problems.length) return { ok: false, problems };
      return { ok: true, question: { kind: 'action', player: q.player as PlayerId, action: q.action as ActionId, ...(q.card !== undefined ? { card: q.card as CardId } : {}) } };
    }
    case 'dice': {
      only(DICE_FIELDS);
      const out = readDice(q, problems);
      return problems.length ? { ok: false, problems } : { ok: true, question: out };
    }
    case 'campaign': {
      only(CAMPAIGN_FIELDS);
      if (!isPlayerId(q.attacker)) problems.push(problem(FORMAT, 'L’attaquant est inconnu (le Chancelier, ou un joueur de 2 à 6).', 'question'));
      if (q.defender !== 'bandits' && !isPlayerId(q.defender)) problems.push(problem(FORMAT, 'Le défenseur est inconnu (un joueur, ou les Bandits).', 'question'));
      const targets: Target[] = [];
      if (!Array.isArray(q.targets) || !q.targets.length) problems.push(problem('5.5.2', 'Déclarez au moins une cible.', 'targets'));
      else for (const t of q.targets) {
        const x = readTarget(t, problems);
        if (x) targets.push(x);
      }
      const out: CampaignQuestion = { kind: 'campaign', attacker: q.attacker as PlayerId, defender: q.defender as PlayerId | 'bandits', targets };
      if (q.from !== undefined) {
        if (!isInt(q.from, 1, 8)) problems.push(problem(FORMAT, 'Le site d’où part la Campagne va de 1 à 8.', 'question'));
        else out.from = q.from;
      }
      if (q.dice !== undefined) {
        if (!isInt(q.dice, 0, 60)) problems.push(problem(FORMAT, 'Le nombre de dés d’attaque va de 0 à 60.', 'question'));
        else if (q.dice > ARMY_LIMIT) problems.push(armyProblem('Les dés d’attaque réunis (un par Troupe, 5.5.2)', 'question'));
        else out.dice = q.dice;
      }
      if (q.reading !== undefined) {
        if (q.reading !== 'upTo' && q.reading !== 'asMany') problems.push(problem(FORMAT, 'La lecture de la règle 5.5.2 est « jusqu’à » (Loi anglaise) ou « autant de » (impression française).', 'question'));
        else out.reading = q.reading;
      }
      if (q.allies !== undefined) {
        if (!Array.isArray(q.allies) || !q.allies.every(isPlayerId)) problems.push(problem(FORMAT, 'Les Alliés de la défense sont illisibles.', 'question'));
        else if (q.allies.length) out.allies = [...q.allies];
      }
      if (q.plans !== undefined) {
        const plans = readPlans(q.plans, problems);
        if (plans) out.plans = plans;
      }
      if (q.powers !== undefined) {
        if (!Array.isArray(q.powers)) problems.push(problem(FORMAT, 'Les pouvoirs persistants sont illisibles.', 'powers'));
        else if (q.powers.length) out.powers = q.powers.map((x) => readPlanUse(x, 'powers', problems, true)).filter((x): x is PowerUse => !!x);
      }
      if (q.sacrifice !== undefined) {
        const s = readSacrifice(q.sacrifice, problems);
        if (s) out.sacrifice = s;
      }
      if (q.keep !== undefined) {
        if (!isInt(q.keep, 0, 60)) problems.push(problem(FORMAT, 'Le nombre de Troupes à garder va de 0 à 60.', 'question'));
        else if (q.keep > ARMY_LIMIT) problems.push(armyProblem('Les Troupes à garder', 'question'));
        else out.keep = q.keep;
      }
      if (q.roll !== undefined) {
        const r = readRoll(q.roll, problems);
        if (r) out.roll = r;
      }
      return problems.length ? { ok: false, problems } : { ok: true, question: out };
    }
    default:
      return { ok: false, problems: [problem(FORMAT, 'La question posée est inconnue (une Campagne, des dés contre des dés, la position, le Titre, la fin de partie, un Voyage, les Provisions ou une action du tour).', 'question')] };
  }
}

/** Reads a situation envelope (without `game`); never throws. */
export function readSituation(input: unknown): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'La situation est illisible.')] };
    const problems: Problem[] = [];
    for (const k of Object.keys(input)) if (!['v', 'setup', 'question', 'rule', 'title'].includes(k)) problems.push(problem(FORMAT, 'La situation porte une donnée inconnue.', k));
    if (input.v !== undefined && input.v !== 1) problems.push(problem(FORMAT, 'Cette situation vient d’une version inconnue du site.', 'v'));
    const q = readQuestion(input.question);
    // a dice question may come without a position (an empty one in its text form)
    const noMap = isObj(input.question) && input.question.kind === 'dice' && (input.setup === undefined || input.setup === '');
    let raw: unknown = noMap ? NO_MAP : input.setup;
    if (typeof raw === 'string') {
      const d = decodeSetup(raw);
      if (!d.ok) problems.push(...d.problems);
      else raw = d.setup;
    }
    const v = typeof input.setup === 'string' && problems.length ? null : validate(raw);
    if (v && !v.ok) problems.push(...v.problems);
    if (!q.ok) problems.push(...q.problems);
    if (input.rule !== undefined && (typeof input.rule !== 'string' || input.rule.length > 20)) problems.push(problem(FORMAT, 'Le numéro de règle de la situation est illisible.', 'rule'));
    if (input.title !== undefined && (typeof input.title !== 'string' || input.title.length > 200)) problems.push(problem(FORMAT, 'Le titre de la situation est trop long (200 caractères au plus).', 'title'));
    if (problems.length || !v?.ok || !q.ok) return { ok: false, problems };
    const s: Situation = { v: 1, setup: v.setup, question: q.question };
    if (input.rule !== undefined) s.rule = input.rule as string;
    if (input.title !== undefined) s.title = input.title as string;
    return { ok: true, situation: s };
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'La situation est illisible.')] };
  }
}

// ——— text form ———

const pc = (p: PlayerId | 'bandits') => (p === 'bandits' ? 'bd' : playerCode(p));
const byCode = (c: string): PlayerId | 'bandits' | undefined => (c === 'bd' ? 'bandits' : PLAYER_BY_CODE.get(c));
const cardCode = (id: string) => id.slice(5);

function targetText(t: Target): string {
  if ('site' in t) return `c${t.site}`;
  if ('relic' in t) return `r${relicCode(t.relic)}`;
  if ('banner' in t) return t.banner === 'peoplesFavor' ? 'fp' : 'ss';
  if ('facedownRelics' in t) return `rc${t.facedownRelics}`;
  return 'bannir';
}

function useText(u: PlanUse | PowerUse, power = false): string {
  let t = (power ? ((u as PowerUse).side === 'attacker' ? 'a' : 'd') : '') + cardCode(u.card);
  if (u.choice !== undefined) t += `~c${u.choice}`;
  if (u.n !== undefined) t += `~n${u.n}`;
  if (u.when !== undefined) t += u.when ? '~oui' : '~non';
  if (u.site !== undefined) t += `~s${u.site}`;
  if (power && (u as PowerUse).suits?.length) t += `~clan${(u as PowerUse).suits!.join('_')}`;
  return t;
}

function rollText(r: CampaignRoll): string {
  const d = DEFENSE_FACES.map((f) => DEFENSE_FACE_CODES[f].repeat(r.defense[f] ?? 0)).join('');
  const a = ATTACK_FACES.map((f) => ATTACK_FACE_CODES[f].repeat(r.attack[f] ?? 0)).join('');
  return `jet-${d || '0'}-${a || '0'}`;
}

const sacrificeText = (s: SacrificePolicy) => `sacrifice-${s === 'win' ? 'gagner' : s === 'never' ? 'jamais' : `garder${s.keep}`}`;
function parseSacrifice(val: string): SacrificePolicy | null {
  const m = /^garder(\d{1,2})$/.exec(val);
  if (val === 'gagner') return 'win';
  if (val === 'jamais') return 'never';
  return m ? { keep: Number(m[1]) } : null;
}

/** `des.A.D(.option)*`: armee-N, troupes-N or bandits[-N], gardien or usurpateur, pa-…, pd-…, sacrifice-… */
function parseDice(rest: string[]): Record<string, unknown> | null {
  const [a = '', d = '', ...opts] = rest;
  if (!/^\d{1,2}$/.test(a) || !/^\d{1,2}$/.test(d)) return null;
  const q: Record<string, unknown> = { kind: 'dice', attackDice: Number(a), defenseDice: Number(d) };
  const seen = new Set<string>();
  for (const o of opts) {
    const i = o.indexOf('-');
    const key = i < 0 ? o : o.slice(0, i);
    const val = i < 0 ? null : o.slice(i + 1);
    const group = key === 'troupes' || key === 'bandits' ? 'defenders' : key === 'gardien' || key === 'usurpateur' ? 'title' : key;
    if (seen.has(group)) return null;
    seen.add(group);
    const num = val !== null && /^\d{1,2}$/.test(val) ? Number(val) : null;
    if (key === 'armee' && num !== null) q.force = num;
    else if (key === 'troupes' && num !== null) q.warbands = num;
    else if (key === 'bandits' && (val === null || num !== null)) {
      q.bandits = true;
      if (num !== null) q.warbands = num;
    } else if ((key === 'gardien' || key === 'usurpateur') && val === null) q.title = key === 'gardien' ? 'oathkeeper' : 'usurper';
    else if ((key === 'pa' || key === 'pd') && val) {
      const us = val.split('+').map((x) => parseUse(x, false));
      if (us.some((x) => !x)) return null;
      q.plans = { ...((q.plans as object) ?? {}), [key === 'pa' ? 'attacker' : 'defender']: us };
    } else if (key === 'sacrifice' && val !== null) {
      const sac = parseSacrifice(val);
      if (!sac) return null;
      q.sacrifice = sac;
    } else return null;
  }
  if (q.plans) {
    const p = q.plans as Record<string, unknown>;
    q.plans = { ...(p.attacker ? { attacker: p.attacker } : {}), ...(p.defender ? { defender: p.defender } : {}) };
  }
  return q;
}

function questionText(q: Question): string {
  switch (q.kind) {
    case 'position':
      return 'position';
    case 'title':
      return 'titre';
    case 'supply':
      return 'provisions';
    case 'end':
      return ['fin', ...(['5', '6', '7'] as const).filter((k) => q.imperial?.[k] !== undefined).map((k) => `${k}${q.imperial![k] ? 'o' : 'n'}`)].join('.');
    case 'action':
      return ['action', playerCode(q.player), ACTION_CODES[q.action], ...(q.card ? [`carte-${cardCode(q.card)}`] : [])].join('.');
    case 'travel':
      return ['voyage', playerCode(q.player), ...(q.from !== undefined ? [`depuis${q.from}`] : []), ...(q.to !== undefined ? [`vers${q.to}`] : [])].join('.');
    case 'dice': {
      const parts = ['des', String(q.attackDice), String(q.defenseDice)];
      if (q.force !== undefined) parts.push(`armee-${q.force}`);
      if (q.bandits) parts.push(q.warbands !== undefined ? `bandits-${q.warbands}` : 'bandits');
      else if (q.warbands !== undefined) parts.push(`troupes-${q.warbands}`);
      if (q.title) parts.push(q.title === 'usurper' ? 'usurpateur' : 'gardien');
      if (q.plans?.attacker) parts.push(`pa-${q.plans.attacker.map((u) => useText(u)).join('+')}`);
      if (q.plans?.defender) parts.push(`pd-${q.plans.defender.map((u) => useText(u)).join('+')}`);
      if (q.sacrifice !== undefined) parts.push(sacrificeText(q.sacrifice));
      return parts.join('.');
    }
    case 'campaign': {
      const parts = ['campagne', pc(q.attacker), pc(q.defender), q.targets.map(targetText).join('+')];
      if (q.from !== undefined) parts.push(`depuis-${q.from}`);
      if (q.dice !== undefined) parts.push(`des-${q.dice}`);
      if (q.reading !== undefined) parts.push(`lecture-${q.reading === 'asMany' ? 'autant' : 'jusqua'}`);
      if (q.allies?.length) parts.push(`allies-${q.allies.map(playerCode).join('+')}`);
      if (q.plans?.attacker) parts.push(`pa-${q.plans.attacker.map((u) => useText(u)).join('+')}`);
      if (q.plans?.defender) parts.push(`pd-${q.plans.defender.map((u) => useText(u)).join('+')}`);
      if (q.powers?.length) parts.push(`pouvoirs-${q.powers.map((u) => useText(u, true)).join('+')}`);
      if (q.sacrifice !== undefined) parts.push(sacrificeText(q.sacrifice));
      if (q.keep !== undefined) parts.push(`garder-${q.keep}`);
      if (q.roll) parts.push(rollText(q.roll));
      return parts.join('.');
    }
  }
}

/** The one-line text of a situation (without the « oath/ » prefix). */
export function encodeSituation(s: Situation): string {
  const segs = [questionText(s.question)];
  if (s.rule) segs.push(`regle=${encodeURIComponent(s.rule)}`);
  if (s.title) segs.push(`titre=${encodeURIComponent(s.title)}`);
  const setup = encodeSetup(s.setup);
  // a dice question carries no position, unless it was given one
  if (s.question.kind !== 'dice' || setup !== encodeSetup(NO_MAP)) segs.push(setup);
  return segs.join('/');
}

function parseUse(t: string, power: boolean): PlanUse | PowerUse | null {
  const [head = '', ...mods] = t.split('~');
  const m = power ? /^([ad])(\d{3})$/.exec(head) : /^()(\d{3})$/.exec(head);
  if (!m) return null;
  const u: PowerUse = { card: `OATH-${m[2]}`, side: m[1] === 'd' ? 'defender' : 'attacker' };
  for (const x of mods) {
    let r: RegExpExecArray | null;
    if ((r = /^c([01])$/.exec(x))) u.choice = Number(r[1]);
    else if ((r = /^n(\d{1,2})$/.exec(x))) u.n = Number(r[1]);
    else if (x === 'oui' || x === 'non') u.when = x === 'oui';
    else if ((r = /^s([1-8])$/.exec(x))) u.site = Number(r[1]);
    else if (power && (r = /^clan([A-Za-z_]+)$/.exec(x))) u.suits = r[1]!.split('_') as Suit[];
    else return null;
  }
  if (!power) {
    const { side: _s, ...plan } = u;
    void _s;
    return plan;
  }
  return u;
}

function parseQuestion(text: string): Record<string, unknown> | null {
  const [kind = '', ...rest] = text.split('.');
  if (kind === 'position' || kind === 'titre' || kind === 'provisions') return rest.length ? null : { kind: kind === 'titre' ? 'title' : kind === 'provisions' ? 'supply' : 'position' };
  if (kind === 'fin') {
    const imperial: Record<string, boolean> = {};
    for (const r of rest) {
      const m = /^([567])([on])$/.exec(r);
      if (!m || m[1]! in imperial) return null;
      imperial[m[1]!] = m[2] === 'o';
    }
    return rest.length ? { kind: 'end', imperial } : { kind: 'end' };
  }
  if (kind === 'voyage') {
    const [p = '', ...opts] = rest;
    const player = PLAYER_BY_CODE.get(p);
    const from = opts[0]?.startsWith('depuis') ? opts.shift() : undefined;
    const to = opts.shift();
    if (!player || opts.length || (from !== undefined && !/^depuis[1-8]$/.test(from)) || (to !== undefined && !/^vers[1-8]$/.test(to))) return null;
    return { kind: 'travel', player, ...(from ? { from: Number(from.slice(6)) } : {}), ...(to ? { to: Number(to.slice(4)) } : {}) };
  }
  if (kind === 'des') return parseDice(rest);
  if (kind === 'action') {
    const [p = '', a = '', ...opts] = rest;
    const player = PLAYER_BY_CODE.get(p);
    const action = ACTION_BY_CODE.get(a);
    if (!player || !action || opts.length > 1) return null;
    const m = opts.length ? /^carte-(\d{3})$/.exec(opts[0]!) : null;
    if (opts.length && !m) return null;
    return { kind: 'action', player, action, ...(m ? { card: `OATH-${m[1]}` } : {}) };
  }
  if (kind !== 'campagne') return null;
  const [a = '', d = '', targets = '', ...opts] = rest;
  const attacker = byCode(a);
  const defender = byCode(d);
  if (!attacker || attacker === 'bandits' || !defender) return null;
  const ts: Target[] = [];
  for (const t of targets.split('+')) {
    let m: RegExpExecArray | null;
    if ((m = /^c([1-8])$/.exec(t))) ts.push({ site: Number(m[1]) });
    else if ((m = /^rc([1-8])$/.exec(t))) ts.push({ facedownRelics: Number(m[1]) });
    else if ((m = /^r(\d{3})$/.exec(t)) && relicByCode(m[1]!)) ts.push({ relic: relicByCode(m[1]!)! });
    else if (t === 'fp' || t === 'ss') ts.push({ banner: t === 'fp' ? 'peoplesFavor' : 'darkestSecret' });
    else if (t === 'bannir') ts.push({ banish: true });
    else return null;
  }
  const q: Record<string, unknown> = { kind: 'campaign', attacker, defender, targets: ts };
  const seen = new Set<string>();
  for (const o of opts) {
    const i = o.indexOf('-');
    const key = i < 0 ? o : o.slice(0, i);
    const val = i < 0 ? '' : o.slice(i + 1);
    if (seen.has(key)) return null;
    seen.add(key);
    if (key === 'depuis' && /^[1-8]$/.test(val)) q.from = Number(val);
    else if (key === 'des' && /^\d{1,2}$/.test(val)) q.dice = Number(val);
    else if (key === 'lecture' && (val === 'autant' || val === 'jusqua')) q.reading = val === 'autant' ? 'asMany' : 'upTo';
    else if (key === 'allies') {
      const ps = val.split('+').map((x) => PLAYER_BY_CODE.get(x));
      if (ps.some((x) => !x)) return null;
      q.allies = ps;
    } else if (key === 'pa' || key === 'pd') {
      const us = val.split('+').map((x) => parseUse(x, false));
      if (us.some((x) => !x)) return null;
      q.plans = { ...((q.plans as object) ?? {}), [key === 'pa' ? 'attacker' : 'defender']: us };
    } else if (key === 'pouvoirs') {
      const us = val.split('+').map((x) => parseUse(x, true));
      if (us.some((x) => !x)) return null;
      q.powers = us;
    } else if (key === 'sacrifice') {
      const sac = parseSacrifice(val);
      if (!sac) return null;
      q.sacrifice = sac;
    } else if (key === 'garder' && /^\d{1,2}$/.test(val)) q.keep = Number(val);
    else if (key === 'jet') {
      const m = /^([vbBx]+|0)-([ceE]+|0)$/.exec(val);
      if (!m) return null;
      const count = (s: string, c: string) => [...s].filter((x) => x === c).length;
      const defense = Object.fromEntries(DEFENSE_FACES.map((f) => [f, count(m[1]!, DEFENSE_FACE_CODES[f])]).filter(([, n]) => (n as number) > 0));
      const attack = Object.fromEntries(ATTACK_FACES.map((f) => [f, count(m[2]!, ATTACK_FACE_CODES[f])]).filter(([, n]) => (n as number) > 0));
      q.roll = { defense, attack };
    } else return null;
  }
  // plans in a fixed key order (attacker, defender), as the reader gives them
  if (q.plans) {
    const p = q.plans as Record<string, unknown>;
    q.plans = { ...(p.attacker ? { attacker: p.attacker } : {}), ...(p.defender ? { defender: p.defender } : {}) };
  }
  return q;
}

/** Reads a situation's one-line text; never throws. */
export function decodeSituation(text: string): { ok: true; situation: Situation } | { ok: false; problems: Problem[] } {
  try {
    if (typeof text !== 'string' || text.length > 4000) return { ok: false, problems: [problem(FORMAT, 'La situation est trop longue ou illisible.')] };
    const segs = text.split('/');
    const q = parseQuestion(segs[0] ?? '');
    if (!q) return { ok: false, problems: [problem(FORMAT, 'La question posée est illisible.', 'question')] };
    const env: Record<string, unknown> = { v: 1, question: q };
    let i = 1;
    for (; i < segs.length; i++) {
      const s = segs[i]!;
      if (s.startsWith('regle=')) env.rule = decodeURIComponent(s.slice(6));
      else if (s.startsWith('titre=')) env.title = decodeURIComponent(s.slice(6));
      else break;
    }
    env.setup = segs.slice(i).join('/');
    return readSituation(env);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'La situation est illisible.')] };
  }
}
