/**
 * A compact text for Oath positions, for share links, MDX props and test tables. ASCII only, no
 * space; segments separated by « / », items by « , », fields by « . ». Grammar (docs/situations.md):
 *
 *   serment[.tN][.vN] / j=joueur(,joueur)* / m=site(,site){7} [/ b=bannière(,bannière)?] [/ g=titre] [/ q=reliquaire] [/ p=pioches] [/ k=banques]
 *   serment   := supr | popu | prot | devo
 *   joueur    := ch | j2 … j6, puis .ci (Citoyen) .tN (Troupes du plateau) .fN .sN (faveurs, secrets)
 *                .pN (pion, site 1–8) .r211+231 (Reliques) .vconq|vrebe|vsanc|vfoi .provN
 *                .a031+156k+233k (Conseillers ; vide : « .a » = aucun)
 *   site      := code (plaines, bois_brumeux…), puis .cache .ch-3 .j2-1 (Troupes par couleur) .rN .fN .sN
 *                .c005+199f1 (Habitants et Édifice) .ri211+213 (Reliques face cachée connues)
 *   carte     := les trois chiffres de l’identifiant OATH-xxx, puis k (face cachée) fN sN (faveurs, secrets posés dessus)
 *   pioches   := mN (cartes de la pioche Monde) .dN (Dépossédés)
 *   banques   := faveurs par banque de Clan : arcN .betN .disN .foyN .nomN .ordN (Arcane, Beast, Discord, Hearth, Nomad, Order)
 *   bannière  := fp | ss, puis .détenteur .N (jetons) .foule
 *   titre     := détenteur[.usurp]
 *   reliquaire:= 213+214 [-brutal+decadent+avide+insouciant]
 *
 * `decodeSetup` never throws; it reads the form, `validate` then judges the position.
 */
import { FORMAT, problem, type Problem } from '../core/verdict';
import { BANNER_INFO, isRelicId, type BannerId, type RelicId, type ReliquaryModifier } from './relics';
import { PLAYER_IDS, type AdviserCard, type BannerSetup, type DecksSetup, type Oath, type PlayerId, type PlayerSetup, type Setup, type SiteSlot, type Vision } from './setup';
import { isCardId, type CardId } from './deck';
import { SUITS, siteByCode, siteInfo, type Suit } from './sites';
import { PlayerName } from './names';

const OATH_CODES: Record<Oath, string> = { supremacy: 'supr', people: 'popu', protection: 'prot', devotion: 'devo' };
const VISION_CODES: Record<Vision, string> = { conquest: 'conq', rebellion: 'rebe', sanctuary: 'sanc', faith: 'foi' };
const PLAYER_CODES: Record<PlayerId, string> = { chancellor: 'ch', player2: 'j2', player3: 'j3', player4: 'j4', player5: 'j5', player6: 'j6' };
const MOD_CODES: Record<ReliquaryModifier, string> = { brutal: 'brutal', decadent: 'decadent', greedy: 'avide', careless: 'insouciant' };
const BANNER_CODES: Record<BannerId, string> = { peoplesFavor: 'fp', darkestSecret: 'ss' };
const BANK_CODES: Record<Suit, string> = { Arcane: 'arc', Beast: 'bet', Discord: 'dis', Hearth: 'foy', Nomad: 'nom', Order: 'ord' };

const invert = <K extends string>(r: Record<K, string>) => new Map(Object.entries(r).map(([k, v]) => [v as string, k as K]));
const OATH_BY = invert(OATH_CODES);
const VISION_BY = invert(VISION_CODES);
export const PLAYER_BY_CODE = invert(PLAYER_CODES);
const MOD_BY = invert(MOD_CODES);
const BANNER_BY = invert(BANNER_CODES);
const BANK_BY = invert(BANK_CODES);

export function playerCode(p: PlayerId): string {
  return PLAYER_CODES[p];
}
export const relicCode = (r: RelicId) => r.slice(5);
export function relicByCode(c: string): RelicId | undefined {
  const id = `OATH-${c}`;
  return isRelicId(id) ? id : undefined;
}

/** « 031 », « 156k », « 005f1s2 »: a card by the digits of its id, then face down, favor, secrets. */
export function cardCode(c: AdviserCard): string {
  return `${c.card.slice(5)}${c.faceDown ? 'k' : ''}${c.favor ? `f${c.favor}` : ''}${c.secrets ? `s${c.secrets}` : ''}`;
}
const CARD_ITEM = /^(\d{3})(k)?(?:f(\d{1,4}))?(?:s(\d{1,4}))?$/;
/** Reads « 031+156k »; undefined when a card is unreadable or unknown. `adviser`: face down allowed. */
export function cardsByCode(text: string, adviser: boolean): AdviserCard[] | undefined {
  if (text === '') return [];
  const out: AdviserCard[] = [];
  for (const item of text.split('+')) {
    const m = CARD_ITEM.exec(item);
    const id = `OATH-${m?.[1]}`;
    if (!m || !isCardId(id) || (m[2] && !adviser)) return undefined;
    const c: AdviserCard = { card: id as CardId };
    if (m[2]) c.faceDown = true;
    if (m[3] !== undefined) c.favor = Number(m[3]);
    if (m[4] !== undefined) c.secrets = Number(m[4]);
    out.push(c);
  }
  return out;
}

/** The text of a position (a canonical one, from `validate`, round-trips exactly). */
export function encodeSetup(s: Setup): string {
  const head = [OATH_CODES[s.oath] ?? 'supr'];
  if (s.round !== undefined && s.round !== 1) head.push(`t${s.round}`);
  if (s.visions) head.push(`v${s.visions}`);
  const players = PLAYER_IDS.filter((p) => s.players[p]).map((id) => {
    const p = s.players[id]!;
    const f = [PLAYER_CODES[id]];
    if (p.role === 'citizen') f.push('ci');
    if (p.warbands) f.push(`t${p.warbands}`);
    if (p.favor) f.push(`f${p.favor}`);
    if (p.secrets) f.push(`s${p.secrets}`);
    if (p.pawn !== undefined) f.push(`p${p.pawn}`);
    if (p.relics?.length) f.push(`r${p.relics.map(relicCode).join('+')}`);
    if (p.vision) f.push(`v${VISION_CODES[p.vision]}`);
    if (p.supply !== undefined) f.push(`prov${p.supply}`);
    if (p.advisers) f.push(`a${p.advisers.map(cardCode).join('+')}`);
    return f.join('.');
  });
  const sites = s.sites.map((x) => {
    const f = [siteInfo(x.site).code];
    if (x.faceDown) f.push('cache');
    for (const id of PLAYER_IDS) if (x.warbands?.[id]) f.push(`${PLAYER_CODES[id]}-${x.warbands[id]}`);
    if (x.relics) f.push(`r${x.relics}`);
    if (x.favor) f.push(`f${x.favor}`);
    if (x.secrets) f.push(`s${x.secrets}`);
    if (x.cards?.length) f.push(`c${x.cards.map(cardCode).join('+')}`);
    if (x.relicIds?.length) f.push(`ri${x.relicIds.map(relicCode).join('+')}`);
    return f.join('.');
  });
  const segs = [head.join('.'), `j=${players.join(',')}`, `m=${sites.join(',')}`];
  if (s.banners && Object.keys(s.banners).length) {
    const bs = (['peoplesFavor', 'darkestSecret'] as const)
      .filter((b) => s.banners![b])
      .map((b) => {
        const x = s.banners![b]!;
        const f = [BANNER_CODES[b]];
        if (x.holder) f.push(PLAYER_CODES[x.holder]);
        if (x.tokens !== undefined) f.push(String(x.tokens));
        if (x.mob) f.push('foule');
        return f.join('.');
      });
    segs.push(`b=${bs.join(',')}`);
  }
  if (s.title) segs.push(`g=${PLAYER_CODES[s.title.holder]}${s.title.side === 'usurper' ? '.usurp' : ''}`);
  if (s.reliquary && (s.reliquary.relics?.length || s.reliquary.revealed?.length)) {
    const rel = (s.reliquary.relics ?? []).map(relicCode).join('+');
    const mods = (s.reliquary.revealed ?? []).map((m) => MOD_CODES[m]).join('+');
    segs.push(`q=${rel}${mods ? `-${mods}` : ''}`);
  }
  if (s.decks && (s.decks.world !== undefined || s.decks.dispossessed !== undefined)) {
    const f: string[] = [];
    if (s.decks.world !== undefined) f.push(`m${s.decks.world}`);
    if (s.decks.dispossessed !== undefined) f.push(`d${s.decks.dispossessed}`);
    segs.push(`p=${f.join('.')}`);
  }
  const banks = SUITS.filter((x) => s.banks?.[x] !== undefined);
  if (banks.length) segs.push(`k=${banks.map((x) => `${BANK_CODES[x]}${s.banks![x]}`).join('.')}`);
  return segs.join('/');
}

const NUM = /^\d{1,4}$/;

/** Reads a position's text; never throws. The position may still be illegal: validate it. */
export function decodeSetup(text: unknown): { ok: true; setup: Setup } | { ok: false; problems: Problem[] } {
  try {
    return decode(text);
  } catch {
    return { ok: false, problems: [problem(FORMAT, 'La position est illisible.')] };
  }
}

function decode(text: unknown): { ok: true; setup: Setup } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const bad = (what: string) => problems.push(problem(FORMAT, what, 'notation'));
  if (typeof text !== 'string' || text.length > 2000) return { ok: false, problems: [problem(FORMAT, 'La position est trop longue ou illisible.')] };
  const segs = text.split('/');
  const [head = '', ...rest] = segs;
  const hf = head.split('.');
  const oath = OATH_BY.get(hf[0] ?? '');
  if (!oath) bad('Le Serment en cours n’est pas reconnu.');
  const setup: Setup = { oath: oath ?? 'supremacy', players: {}, sites: [] };
  for (const f of hf.slice(1)) {
    if (/^t\d{1,2}$/.test(f)) setup.round = Number(f.slice(1));
    else if (/^v\d{1,2}$/.test(f)) setup.visions = Number(f.slice(1));
    else bad('Le tour ou le nombre de Visions Découvertes est illisible.');
  }
  const seen = new Set<string>();
  for (const seg of rest) {
    const key = seg.slice(0, 2);
    const body = seg.slice(2);
    if (!['j=', 'm=', 'b=', 'g=', 'q=', 'p=', 'k='].includes(key) || seen.has(key)) {
      bad('Une partie de la position est illisible ou donnée deux fois.');
      continue;
    }
    seen.add(key);
    if (key === 'j=') {
      for (const item of body ? body.split(',') : []) {
        const [code = '', ...fields] = item.split('.');
        const id = PLAYER_BY_CODE.get(code);
        if (!id || setup.players[id]) {
          bad('Un joueur est inconnu ou donné deux fois (le Chancelier, puis les joueurs 2 à 6).');
          continue;
        }
        const p: PlayerSetup = {};
        for (const f of fields) {
          const m = /^(t|f|s|p|prov)(\d{1,4})$/.exec(f);
          if (f === 'ci') p.role = 'citizen';
          else if (m) {
            const n = Number(m[2]);
            if (m[1] === 't') p.warbands = n;
            else if (m[1] === 'f') p.favor = n;
            else if (m[1] === 's') p.secrets = n;
            else if (m[1] === 'p') p.pawn = n;
            else p.supply = n;
          } else if (/^r\d{3}(\+\d{3})*$/.test(f)) {
            const rs = f.slice(1).split('+').map(relicByCode);
            if (rs.some((r) => !r)) bad(`${PlayerName(id)} : une de ses Reliques est inconnue.`);
            else p.relics = rs as RelicId[];
          } else if (f.startsWith('v') && VISION_BY.has(f.slice(1))) p.vision = VISION_BY.get(f.slice(1))!;
          else if (/^a[\d+kfs]*$/.test(f) && !p.advisers) {
            const a = cardsByCode(f.slice(1), true);
            if (a) p.advisers = a;
            else bad(`${PlayerName(id)} : un de ses Conseillers est illisible ou inconnu.`);
          } else bad(`${PlayerName(id)} : une donnée de son plateau est illisible.`);
        }
        setup.players[id] = p;
      }
    } else if (key === 'm=') {
      for (const item of body ? body.split(',') : []) {
        const [code = '', ...fields] = item.split('.');
        const info = siteByCode(code);
        if (!info) {
          bad(`Le site ${setup.sites.length + 1} de la Mappemonde est inconnu.`);
          continue;
        }
        const s: SiteSlot = { site: info.id };
        for (const f of fields) {
          const w = /^(ch|j[2-6])-(\d{1,4})$/.exec(f);
          const m = /^(r|f|s)(\d{1,4})$/.exec(f);
          if (f === 'cache') s.faceDown = true;
          else if (w) s.warbands = { ...(s.warbands ?? {}), [PLAYER_BY_CODE.get(w[1]!)!]: Number(w[2]) };
          else if (m) s[m[1] === 'r' ? 'relics' : m[1] === 'f' ? 'favor' : 'secrets'] = Number(m[2]);
          else if (/^c\d[\d+fs]*$/.test(f) && !s.cards) {
            const cs = cardsByCode(f.slice(1), false);
            if (cs) s.cards = cs;
            else bad(`Site ${setup.sites.length + 1} : une de ses cartes est illisible ou inconnue.`);
          } else if (/^ri\d{3}(\+\d{3})*$/.test(f) && !s.relicIds) {
            const rs = f.slice(2).split('+').map(relicByCode);
            if (rs.some((r) => !r)) bad(`Site ${setup.sites.length + 1} : une de ses Reliques est inconnue.`);
            else s.relicIds = rs as RelicId[];
          } else bad(`Site ${setup.sites.length + 1} : une donnée est illisible.`);
        }
        setup.sites.push(s);
      }
    } else if (key === 'b=') {
      const banners: Partial<Record<BannerId, BannerSetup>> = {};
      for (const item of body ? body.split(',') : []) {
        const [code = '', ...fields] = item.split('.');
        const b = BANNER_BY.get(code);
        if (!b || banners[b]) {
          bad('Une Bannière est inconnue ou donnée deux fois.');
          continue;
        }
        const x: BannerSetup = {};
        for (const f of fields) {
          if (PLAYER_BY_CODE.has(f)) x.holder = PLAYER_BY_CODE.get(f)!;
          else if (NUM.test(f)) x.tokens = Number(f);
          else if (f === 'foule') x.mob = true;
          else bad(`${BANNER_INFO[b].name} : une donnée est illisible.`);
        }
        banners[b] = x;
      }
      setup.banners = banners;
    } else if (key === 'g=') {
      const [code = '', side, ...more] = body.split('.');
      const holder = PLAYER_BY_CODE.get(code);
      if (!holder || (side !== undefined && side !== 'usurp') || more.length) bad('Le détenteur du Titre de Gardien du Serment est illisible.');
      else setup.title = { holder, ...(side ? { side: 'usurper' as const } : {}) };
    } else if (key === 'p=') {
      const d: DecksSetup = {};
      for (const f of body.split('.')) {
        const m = /^(m|d)(\d{1,4})$/.exec(f);
        if (!m || d[m[1] === 'm' ? 'world' : 'dispossessed'] !== undefined) bad('La pioche Monde ou les Dépossédés sont illisibles.');
        else d[m[1] === 'm' ? 'world' : 'dispossessed'] = Number(m[2]);
      }
      setup.decks = d;
    } else if (key === 'k=') {
      const banks: Partial<Record<Suit, number>> = {};
      for (const f of body.split('.')) {
        const m = /^([a-z]{3})(\d{1,4})$/.exec(f);
        const suit = m ? BANK_BY.get(m[1]!) : undefined;
        if (!m || !suit || banks[suit] !== undefined) bad('Les banques de faveur sont illisibles (arc, bet, dis, foy, nom, ord suivis du nombre de faveurs).');
        else banks[suit] = Number(m[2]);
      }
      setup.banks = banks;
    } else {
      const [rel = '', mods = '', ...more] = body.split('-');
      const relics = rel ? rel.split('+').map(relicByCode) : [];
      const revealed = mods ? mods.split('+').map((m) => MOD_BY.get(m)) : [];
      if (more.length || relics.some((r) => !r) || revealed.some((m) => !m)) bad('Le Reliquaire Impérial est illisible.');
      else setup.reliquary = { ...(relics.length ? { relics: relics as RelicId[] } : {}), ...(revealed.length ? { revealed: revealed as ReliquaryModifier[] } : {}) };
    }
  }
  if (!seen.has('j=')) bad('Il manque les joueurs.');
  if (!seen.has('m=')) bad('Il manque les sites de la Mappemonde.');
  if (problems.length) return { ok: false, problems };
  return { ok: true, setup };
}

