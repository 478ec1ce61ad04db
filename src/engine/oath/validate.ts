/**
 * Validation of an Oath position: every problem at once, each in French with the rule it breaks
 * (or `format` for a field of the wrong type), and the canonical form of a valid position (fields
 * equal to their default left out, lists sorted where order means nothing). Never throws.
 */
import { countText } from '../core/format';
import { FORMAT, problem, type Problem } from '../core/verdict';
import { FAVOR_TOTAL, SLOT_COUNT, SUPPLY_MAX, VISION_COUNT, WARBANDS } from './map';
import { OATH_NAMES, PlayerName, ofPlayer, playerName } from './names';
import { BANNER_INFO, GRAND_SCEPTER, RELIQUARY_MODIFIERS, RELIQUARY_SLOTS, isRelicId, relicInfo, type BannerId, type RelicId, type ReliquaryModifier } from './relics';
import { OATHS, PLAYER_IDS, VISIONS, isPlayerId, type AdviserCard, type BannerSetup, type Oath, type PlayerId, type PlayerSetup, type Setup, type SiteSlot, type Vision } from './setup';
import { SUITS, isSiteId, siteInfo, type SiteId, type Suit } from './sites';
import { checkAdvisers, checkDecks, checkSiteCards, checkUnique } from './validate-cards';

export type Validation = { ok: true; setup: Setup; problems: [] } | { ok: false; problems: Problem[] };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 9999;

const PLAYER_FIELDS = ['role', 'warbands', 'favor', 'secrets', 'pawn', 'relics', 'vision', 'supply', 'advisers'];
const SITE_FIELDS = ['site', 'faceDown', 'warbands', 'relics', 'favor', 'secrets', 'cards', 'relicIds'];
const TOP_FIELDS = ['oath', 'round', 'visions', 'players', 'sites', 'title', 'banners', 'reliquary', 'decks', 'banks'];
/** What a reader calls the counts of a board and of a site. */
const BOARD_WORDS = { warbands: 'Troupes', favor: 'faveurs', secrets: 'secrets' } as const;
const SITE_WORDS = { relics: 'Reliques face cachée', favor: 'faveurs', secrets: 'secrets' } as const;

/** Validates a position given as JSON; the canonical setup when it is legal. */
export function validate(input: unknown): Validation {
  try {
    return check(input);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'La position est illisible.')] };
  }
}

function check(input: unknown): Validation {
  const problems: Problem[] = [];
  const P = (rule: string, text: string, where?: string) => problems.push(problem(rule, text, where));
  if (!isObj(input)) return { ok: false, problems: [problem(FORMAT, 'La position est illisible.')] };
  for (const k of Object.keys(input)) if (!TOP_FIELDS.includes(k)) P(FORMAT, 'La position porte une donnée inconnue.', k);

  // the Oath, the round, the Visions drawn
  let oath: Oath = 'supremacy';
  if (!(OATHS as readonly unknown[]).includes(input.oath)) P('2.10', `Le Serment en cours est l’un de ceux-ci : ${OATHS.map((o) => OATH_NAMES[o]).join(', ')}.`, 'oath');
  else oath = input.oath as Oath;
  let round = 1;
  if (input.round !== undefined) {
    if (!isCount(input.round) || input.round < 1 || input.round > 8) P('4', 'Le tour est un entier de 1 à 8 : Oath se joue en huit tours au plus.', 'round');
    else round = input.round;
  }
  let visions = 0;
  if (input.visions !== undefined) {
    if (!isCount(input.visions) || input.visions > VISION_COUNT) P('2.1.6', `Les Visions Découvertes vont de 0 à ${VISION_COUNT} (cinq Visions dans la pioche Monde).`, 'visions');
    else visions = input.visions;
  }

  // players
  const players: Partial<Record<PlayerId, PlayerSetup>> = {};
  if (!isObj(input.players)) P(FORMAT, 'Les joueurs sont illisibles.', 'players');
  else {
    for (const [id, raw] of Object.entries(input.players)) {
      if (!isPlayerId(id)) {
        P(FORMAT, 'Un joueur est inconnu (le Chancelier, puis les joueurs 2 à 6).', 'players');
        continue;
      }
      if (raw === true) {
        players[id] = {};
        continue;
      }
      if (!isObj(raw)) {
        P(FORMAT, `${PlayerName(id)} : son plateau est illisible.`, id);
        continue;
      }
      const p: PlayerSetup = {};
      for (const k of Object.keys(raw)) if (!PLAYER_FIELDS.includes(k)) P(FORMAT, `${PlayerName(id)} : une donnée de son plateau est inconnue.`, id);
      if (raw.role !== undefined) {
        if (id === 'chancellor') P('1.7', 'Le Chancelier n’a pas d’autre rôle.', id);
        else if (raw.role !== 'exile' && raw.role !== 'citizen') P(FORMAT, `${PlayerName(id)} : son rôle est Exilé ou Citoyen.`, id);
        else if (raw.role === 'citizen') p.role = 'citizen';
      }
      for (const k of ['warbands', 'favor', 'secrets'] as const) {
        if (raw[k] === undefined) continue;
        if (!isCount(raw[k])) P(FORMAT, `${PlayerName(id)} : le nombre de ses ${BOARD_WORDS[k]} est un entier positif ou nul.`, id);
        else if (raw[k]) p[k] = raw[k];
      }
      if (raw.pawn !== undefined) {
        if (!isCount(raw.pawn) || raw.pawn < 1 || raw.pawn > SLOT_COUNT) P(FORMAT, `${PlayerName(id)} : le pion est sur un site de 1 à 8.`, id);
        else p.pawn = raw.pawn;
      }
      if (raw.supply !== undefined) {
        if (!isCount(raw.supply) || raw.supply > SUPPLY_MAX) P('4.3.4', `${PlayerName(id)} : les Provisions vont de 0 à ${SUPPLY_MAX}.`, id);
        else p.supply = raw.supply;
      }
      if (raw.vision !== undefined) {
        if (!(VISIONS as readonly unknown[]).includes(raw.vision)) P(FORMAT, `${PlayerName(id)} : sa Vision Révélée est inconnue.`, id);
        else p.vision = raw.vision as Vision;
      }
      if (raw.relics !== undefined) {
        if (!Array.isArray(raw.relics)) P(FORMAT, `${PlayerName(id)} : ses Reliques sont illisibles.`, id);
        else {
          const ok = raw.relics.filter((r): r is RelicId => {
            if (!isRelicId(r)) P(FORMAT, `${PlayerName(id)} : une de ses Reliques est inconnue.`, id);
            return isRelicId(r);
          });
          if (ok.length) p.relics = [...ok].sort();
        }
      }
      if (raw.advisers !== undefined) {
        const a = checkAdvisers(raw.advisers, id, P);
        if (a) p.advisers = a;
      }
      players[id] = p;
    }
  }
  if (!players.chancellor) P('1.7', 'Il y a toujours un Chancelier.', 'players');
  const inPlay = PLAYER_IDS.filter((p) => players[p]);
  const roleOf = (p: PlayerId) => (p === 'chancellor' ? 'chancellor' : (players[p]?.role ?? 'exile'));

  const where = new Map<RelicId, string>();
  const place = (r: RelicId, at: string) => {
    if (where.has(r)) P('2.4', `${relicInfo(r).name} est à deux endroits (${where.get(r)} et ${at}).`, at);
    else where.set(r, at);
  };

  // sites
  const sites: SiteSlot[] = [];
  if (!Array.isArray(input.sites)) P(FORMAT, 'Les sites de la Mappemonde sont illisibles (8 emplacements, du haut du Cradle au bas du Hinterland).', 'sites');
  else {
    if (input.sites.length !== SLOT_COUNT) P('2.1.1', `La Mappemonde a 8 emplacements de site (2 dans le Cradle, 3 dans les Provinces, 3 dans le Hinterland), pas ${input.sites.length}.`, 'sites');
    const seen = new Set<SiteId>();
    input.sites.slice(0, SLOT_COUNT).forEach((raw, i) => {
      const where = `site ${i + 1}`;
      if (!isObj(raw) || !isSiteId(raw.site)) {
        P(isObj(raw) && raw.site !== undefined ? FORMAT : '2.1.1', isObj(raw) && raw.site !== undefined ? `L’emplacement ${i + 1} porte un site inconnu.` : `L’emplacement ${i + 1} doit porter un site (2 + 3 + 3 sites).`, where);
        sites.push({ site: 'OATH-237' });
        return;
      }
      for (const k of Object.keys(raw)) if (!SITE_FIELDS.includes(k)) P(FORMAT, `Site ${i + 1} : une donnée est inconnue.`, where);
      const info = siteInfo(raw.site);
      if (seen.has(raw.site)) P('2.8', `${info.name} est deux fois sur la Mappemonde : chaque carte site est unique.`, where);
      seen.add(raw.site);
      const s: SiteSlot = { site: raw.site };
      if (raw.faceDown !== undefined && typeof raw.faceDown !== 'boolean') P(FORMAT, `Site ${i + 1} : on ne sait pas s’il est face cachée.`, where);
      if (raw.faceDown === true) s.faceDown = true;
      if (raw.warbands !== undefined) {
        if (!isObj(raw.warbands)) P(FORMAT, `Site ${i + 1} : ses Troupes sont illisibles.`, where);
        else {
          const w: Partial<Record<PlayerId, number>> = {};
          for (const [k, v] of Object.entries(raw.warbands)) {
            if (!isPlayerId(k)) P(FORMAT, `Site ${i + 1} : des Troupes d’une couleur inconnue.`, where);
            else if (!isCount(v)) P(FORMAT, `Site ${i + 1} : un nombre de Troupes est un entier positif ou nul.`, where);
            else if (v) w[k] = v;
          }
          const colours = Object.keys(w) as PlayerId[];
          if (colours.length) s.warbands = Object.fromEntries(PLAYER_IDS.filter((p) => w[p]).map((p) => [p, w[p]]));
          if (colours.length > 1) P('6.5', `${info.name} : des Troupes de plusieurs couleurs ne partagent pas un site (on n’y ajoute des Troupes qu’en le contrôlant, 6.5 ; le vaincu ramène les siennes sur son plateau, 5.5.6).`, where);
          for (const c of colours) {
            if (!players[c]) P('1.9', `${info.name} : Troupes ${ofPlayer(c)}, qui n’est pas en jeu.`, where);
            else if (c !== 'chancellor' && roleOf(c) === 'citizen') P('6.6.2', `${info.name} : un Citoyen n’a plus de Troupes de sa couleur, elles sont remplacées par des Troupes violettes (6.6.2).`, where);
          }
        }
      }
      for (const k of ['relics', 'favor', 'secrets'] as const) {
        if (raw[k] === undefined) continue;
        if (!isCount(raw[k])) P(FORMAT, `Site ${i + 1} : le nombre de ${SITE_WORDS[k]} est un entier positif ou nul.`, where);
        else if (raw[k]) s[k] = raw[k];
      }
      checkSiteCards(raw, s, i, P, place);
      if (s.faceDown && (s.relics || s.favor || s.secrets)) P('2.8.2', `${info.name} est face cachée : Reliques, faveurs et secrets n’y sont placés qu’à sa Révélation.`, where);
      if ((s.relics ?? 0) > info.relicSlots) P('2.8.2', `${info.name} n’a que ${countText(info.relicSlots, 'symbole « R »', 'symboles « R »')} : au plus ${countText(info.relicSlots, 'Relique')} à côté.`, where);
      if ((s.favor ?? 0) > (info.reveal.favor ?? 0)) P('2.8.2', `${info.name} : au plus ${countText(info.reveal.favor ?? 0, 'faveur')} sur ce site (celles de sa Révélation).`, where);
      if ((s.secrets ?? 0) > (info.reveal.secret ?? 0)) P('2.8.2', `${info.name} : au plus ${countText(info.reveal.secret ?? 0, 'secret')} sur ce site (ceux de sa Révélation).`, where);
      sites.push(s);
    });
  }

  // pawns, Troupes, roles
  for (const id of inPlay) {
    const p = players[id]!;
    if (p.pawn === undefined) P('1.23', `${PlayerName(id)} n’a pas de pion sur la Mappemonde.`, id);
    else if (sites[p.pawn - 1]?.faceDown) P('5.6.2', `Le pion ${ofPlayer(id)} est sur un site face cachée : un site se retourne dès qu’un pion y arrive.`, id);
    if (p.vision && roleOf(id) !== 'exile') P('5.1.4.III', `${PlayerName(id)} n’est pas Exilé : ni le Chancelier ni un Citoyen n’a de Vision Révélée.`, id);
  }
  const purple = (players.chancellor?.warbands ?? 0) + inPlay.filter((p) => roleOf(p) === 'citizen').reduce((s, p) => s + (players[p]?.warbands ?? 0), 0) + sites.reduce((s, x) => s + (x.warbands?.chancellor ?? 0), 0);
  if (purple > WARBANDS.chancellor) P('1.8', `${purple} Troupes violettes en jeu : il n’y en a que ${WARBANDS.chancellor}.`, 'chancellor');
  for (const id of inPlay.filter((p) => roleOf(p) === 'exile')) {
    const n = (players[id]?.warbands ?? 0) + sites.reduce((s, x) => s + (x.warbands?.[id] ?? 0), 0);
    if (n > WARBANDS.other) P('1.9', `${n} Troupes ${ofPlayer(id)} en jeu : chaque joueur n’en a que ${WARBANDS.other}.`, id);
  }
  const revealed = inPlay.map((p) => players[p]!.vision).filter((v): v is Vision => !!v);
  if (new Set(revealed).size < revealed.length) P('2.7', 'Deux joueurs révèlent la même Vision : chaque Vision est une seule carte.', 'players');
  if (revealed.length > visions) P('2.7.1', `${countText(revealed.length, 'Vision Révélée', 'Visions Révélées')} mais ${countText(visions, 'Vision Découverte', 'Visions Découvertes')} : toute Vision sortie de la pioche Monde y a été comptée.`, 'visions');

  // Relics
  for (const id of inPlay) for (const r of players[id]!.relics ?? []) place(r, playerNameShort(id));
  let reliquary: Setup['reliquary'];
  if (input.reliquary !== undefined) {
    if (!isObj(input.reliquary)) P(FORMAT, 'Le Reliquaire Impérial est illisible.', 'reliquary');
    else {
      const rel = Array.isArray(input.reliquary.relics) ? input.reliquary.relics.filter(isRelicId) : [];
      const rev = Array.isArray(input.reliquary.revealed) ? input.reliquary.revealed.filter((m): m is ReliquaryModifier => (RELIQUARY_MODIFIERS as readonly unknown[]).includes(m)) : [];
      if ((input.reliquary.relics !== undefined && (!Array.isArray(input.reliquary.relics) || rel.length !== input.reliquary.relics.length)) || (input.reliquary.revealed !== undefined && (!Array.isArray(input.reliquary.revealed) || rev.length !== input.reliquary.revealed.length)))
        P(FORMAT, 'Le Reliquaire Impérial porte une Relique ou un modificateur inconnu.', 'reliquary');
      for (const r of rel) place(r, 'le Reliquaire Impérial');
      if (rel.includes(GRAND_SCEPTER)) P('1.8', 'Le Grand Sceptre n’est jamais dans le Reliquaire Impérial : le Chancelier commence avec.', 'reliquary');
      if (new Set(rev).size < rev.length) P('2.3', 'Un modificateur du Reliquaire n’est révélé qu’une fois.', 'reliquary');
      if (rel.length + new Set(rev).size > RELIQUARY_SLOTS) P('2.3', `Le Reliquaire Impérial a ${RELIQUARY_SLOTS} emplacements : chaque Relique prise révèle son modificateur.`, 'reliquary');
      if (rel.length || rev.length) reliquary = { ...(rel.length ? { relics: [...rel].sort() } : {}), ...(rev.length ? { revealed: RELIQUARY_MODIFIERS.filter((m) => rev.includes(m)) } : {}) };
    }
  }

  // Bannières
  let banners: Setup['banners'];
  if (input.banners !== undefined) {
    if (!isObj(input.banners)) P(FORMAT, 'Les Bannières sont illisibles.', 'banners');
    else {
      const out: Partial<Record<BannerId, BannerSetup>> = {};
      for (const [k, raw] of Object.entries(input.banners)) {
        if (k !== 'peoplesFavor' && k !== 'darkestSecret') {
          P(FORMAT, `Une Bannière est inconnue (il n’y a que la ${BANNER_INFO.peoplesFavor.name} et le ${BANNER_INFO.darkestSecret.name}).`, 'banners');
          continue;
        }
        if (!isObj(raw)) {
          P(FORMAT, `${BANNER_INFO[k].name} : illisible.`, 'banners');
          continue;
        }
        const b: BannerSetup = {};
        if (raw.holder !== undefined && raw.holder !== null) {
          if (!isPlayerId(raw.holder)) P(FORMAT, `${BANNER_INFO[k].name} : son détenteur est inconnu.`, 'banners');
          else if (!players[raw.holder]) P('2.5', `${BANNER_INFO[k].name} : son détenteur, ${playerName(raw.holder)}, n’est pas en jeu.`, 'banners');
          else b.holder = raw.holder;
        }
        if (raw.tokens !== undefined) {
          if (!isCount(raw.tokens)) P(FORMAT, `${BANNER_INFO[k].name} : son nombre de jetons est un entier.`, 'banners');
          else if (raw.tokens < 1) P('2.5.3', 'Une Bannière garde toujours au moins une faveur ou un secret : le dernier ne peut jamais être retiré.', 'banners');
          else if (raw.tokens !== 1) b.tokens = raw.tokens;
        }
        if (raw.mob !== undefined) {
          if (k !== 'peoplesFavor') P('2.5.3', 'Seule la Faveur du Peuple a un côté Foule.', 'banners');
          else if (typeof raw.mob !== 'boolean') P(FORMAT, `On ne sait pas de quel côté est la ${BANNER_INFO.peoplesFavor.name}.`, 'banners');
          else if (raw.mob) b.mob = true;
        }
        if (Object.keys(b).length) out[k] = b;
      }
      if (Object.keys(out).length) banners = out;
    }
  }
  const advisers = inPlay.map((p): [PlayerId, AdviserCard[]] => [p, players[p]!.advisers ?? []]);
  const onCards = checkUnique(sites, advisers, P);
  const decks = checkDecks(input.decks, visions, [...sites.flatMap((x) => x.cards ?? []), ...advisers.flatMap(([, a]) => a)], P);
  const banks = checkBanks(input.banks, P);
  const inBanks = Object.values(banks ?? {}).reduce((n, k) => n + (k ?? 0), 0);
  const favorInPlay = inPlay.reduce((s, p) => s + (players[p]!.favor ?? 0), 0) + sites.reduce((s, x) => s + (x.favor ?? 0), 0) + (banners?.peoplesFavor?.tokens ?? 1) + onCards + inBanks;
  if (favorInPlay > FAVOR_TOTAL) P('1.4', `${favorInPlay} faveurs sur les plateaux, les sites, ${inBanks ? 'dans les banques ' : ''}et la Faveur du Peuple : il n’y en a que ${FAVOR_TOTAL} en tout (les secrets, eux, sont illimités, 9.3).`, 'players');

  // the title
  let title: Setup['title'];
  if (input.title !== undefined) {
    if (!isObj(input.title) || !isPlayerId(input.title.holder)) P(FORMAT, 'Le détenteur du Titre de Gardien du Serment est inconnu.', 'title');
    else if (!players[input.title.holder]) P('2.11', 'Le Titre de Gardien du Serment est détenu par un joueur en jeu.', 'title');
    else {
      const side = input.title.side ?? 'oathkeeper';
      if (side !== 'oathkeeper' && side !== 'usurper') P(FORMAT, 'Le Titre est côté Gardien du Serment ou côté Usurpateur.', 'title');
      else if (side === 'usurper' && roleOf(input.title.holder) !== 'exile') P('2.11', 'Seul un Exilé retourne le Titre côté Usurpateur (4.1.3) ; un Citoyen ou le Chancelier le détient côté Gardien (6.6.2).', 'title');
      if (input.title.holder !== 'chancellor' || side === 'usurper') title = { holder: input.title.holder, ...(side === 'usurper' ? { side: 'usurper' as const } : {}) };
    }
  }

  if (problems.length) return { ok: false, problems };
  const setup: Setup = { oath, players, sites };
  if (round !== 1) setup.round = round;
  if (visions) setup.visions = visions;
  if (title) setup.title = title;
  if (banners) setup.banners = banners;
  if (reliquary) setup.reliquary = reliquary;
  if (decks) setup.decks = decks;
  if (banks) setup.banks = banks;
  return { ok: true, setup: canonical(setup), problems: [] };
}

function playerNameShort(p: PlayerId): string {
  return PlayerName(p).replace(/^Le /, 'le ');
}

/** A setup with its fields in a fixed order (for equality and notation round trips). */
function canonical(s: Setup): Setup {
  const players: Setup['players'] = {};
  for (const id of PLAYER_IDS) {
    const p = s.players[id];
    if (!p) continue;
    const q: PlayerSetup = {};
    if (p.role) q.role = p.role;
    if (p.warbands) q.warbands = p.warbands;
    if (p.favor) q.favor = p.favor;
    if (p.secrets) q.secrets = p.secrets;
    if (p.pawn !== undefined) q.pawn = p.pawn;
    if (p.relics?.length) q.relics = [...p.relics].sort();
    if (p.vision) q.vision = p.vision;
    if (p.supply !== undefined) q.supply = p.supply;
    if (p.advisers) q.advisers = p.advisers.map(canonicalCard);
    players[id] = q;
  }
  const sites = s.sites.map((x) => {
    const y: SiteSlot = { site: x.site };
    if (x.faceDown) y.faceDown = true;
    if (x.warbands && Object.keys(x.warbands).length) y.warbands = x.warbands;
    if (x.relics) y.relics = x.relics;
    if (x.favor) y.favor = x.favor;
    if (x.secrets) y.secrets = x.secrets;
    if (x.cards?.length) y.cards = x.cards.map(canonicalCard);
    if (x.relicIds?.length) y.relicIds = [...x.relicIds].sort();
    return y;
  });
  const out = { oath: s.oath } as Setup;
  if (s.round !== undefined) out.round = s.round;
  if (s.visions !== undefined) out.visions = s.visions;
  out.players = players;
  out.sites = sites;
  if (s.title) out.title = s.title;
  if (s.banners) {
    const b: Setup['banners'] = {};
    for (const k of ['peoplesFavor', 'darkestSecret'] as const) {
      const x = s.banners[k];
      if (!x) continue;
      const y: BannerSetup = {};
      if (x.holder) y.holder = x.holder;
      if (x.tokens !== undefined) y.tokens = x.tokens;
      if (x.mob) y.mob = true;
      b[k] = y;
    }
    out.banners = b;
  }
  if (s.reliquary) out.reliquary = s.reliquary;
  if (s.decks) out.decks = { ...(s.decks.world !== undefined ? { world: s.decks.world } : {}), ...(s.decks.dispossessed !== undefined ? { dispossessed: s.decks.dispossessed } : {}) };
  if (s.banks) out.banks = Object.fromEntries(SUITS.filter((x) => s.banks![x] !== undefined).map((x) => [x, s.banks![x]!]));
  return out;
}

/** A card with its fields in a fixed order. */
function canonicalCard<T extends AdviserCard>(c: T): T {
  const y = { card: c.card } as T;
  if (c.faceDown) y.faceDown = true;
  if (c.favor) y.favor = c.favor;
  if (c.secrets) y.secrets = c.secrets;
  return y;
}

/** The favor banks (2.1.3): a count of favor per Clan, each within the 36 tokens (1.4). */
function checkBanks(raw: unknown, P: (rule: string, text: string, where?: string) => void): Setup['banks'] | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    P(FORMAT, 'Les banques de faveur sont illisibles.', 'banks');
    return undefined;
  }
  const out: NonNullable<Setup['banks']> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!(SUITS as readonly string[]).includes(k)) P(FORMAT, 'Une banque de faveur est inconnue (Arcane, Beast, Discord, Hearth, Nomad, Order).', 'banks');
    else if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > FAVOR_TOTAL) P('1.4', `La banque ${k} compte un nombre entier de faveurs, de 0 à ${FAVOR_TOTAL}.`, 'banks');
    else out[k as Suit] = v;
  }
  return Object.keys(out).length ? out : undefined;
}
