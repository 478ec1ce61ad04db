// A large, deterministic corpus of Oath situations: every situation file, and generated positions
// with Campagnes (every campaign card on each side, powers, rolls), dice battles, title, end,
// travel and supply questions. Shared by the regression snapshot and the French test.
import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { CAMPAIGN_CARDS, BY_POSITION } from '../../../src/engine/oath/cards';
import { campaign, type CampaignParams } from '../../../src/engine/oath/campaign';
import { diceBattle } from '../../../src/engine/oath/duel';
import { colourOf, isImperial, playersOf, relicsOf, type PlayerId, type Setup } from '../../../src/engine/oath/setup';
import { validSetup } from './arbitraries';
import { BASE, pos } from './helpers';

export interface CorpusItem {
  name: string;
  situation: Record<string, unknown>;
}

/** A small seeded generator (mulberry32): the corpus never changes between runs. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const some = <T>(xs: readonly T[], max: number): T[] => {
    const out: T[] = [];
    const k = int(max + 1);
    for (let i = 0; i < k; i++) {
      const x = pick(xs);
      if (!out.includes(x)) out.push(x);
    }
    return out;
  };
  return { next, int, pick, some };
}

const plansFor = (side: 'attacker' | 'defender') => CAMPAIGN_CARDS.filter((c) => c.kind !== 'persistent' && (c.side === side || c.side === 'either' || (c.kind === 'action' && side === 'attacker'))).map((c) => c.id);
const freePlans = CAMPAIGN_CARDS.filter((c) => c.kind === 'battlePlan' && (c.side === 'defender' || c.side === 'either') && (!c.cost || Object.values(c.cost).every((v) => !v))).map((c) => c.id);
const powers = CAMPAIGN_CARDS.filter((c) => c.kind === 'persistent' || c.id === 'OATH-068').map((c) => c.id);
const notCovered = BY_POSITION.map((c) => c.id);

/** The situation files of the site and of the tests. */
export function fileCorpus(): CorpusItem[] {
  const out: CorpusItem[] = [];
  const dirs = [new URL('../../situations/', import.meta.url), new URL('../../../content/oath/situations/', import.meta.url)];
  for (const dir of dirs)
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.json')) continue;
      const raw = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Record<string, unknown>;
      if (raw.game !== 'oath') continue;
      const { game: _g, ...body } = raw;
      void _g;
      out.push({ name: `file:${f}`, situation: body });
    }
  return out;
}

/** A roll matching the pools of a Campagne or dice question, faces chosen by `r`. */
function rollFor(attackDice: number, defenseDice: number, r: ReturnType<typeof rng>) {
  const attack = { hollowSword: 0, sword: 0, twoSwordsSkull: 0 };
  const defense = { blank: 0, shield: 0, twoShields: 0, double: 0 };
  const af = Object.keys(attack) as (keyof typeof attack)[];
  const df = Object.keys(defense) as (keyof typeof defense)[];
  for (let i = 0; i < attackDice; i++) attack[r.pick(af)]++;
  for (let i = 0; i < defenseDice; i++) defense[r.pick(df)]++;
  return { attack, defense };
}

function planUses(ids: string[], r: ReturnType<typeof rng>) {
  return ids.map((card) => ({ card, ...(r.int(3) === 0 ? { n: r.int(4) } : {}), ...(r.int(3) === 0 ? { when: r.int(2) === 0 } : {}), ...(r.int(4) === 0 ? { site: 1 + r.int(8) } : {}), ...(r.int(4) === 0 ? { choice: r.int(2) } : {}) }));
}

/** Campagnes on generated positions: attacker, defender and targets chosen so most are legal. */
export function campaignCorpus(count: number, seed = 24): CorpusItem[] {
  const r = rng(seed);
  const setups = fc.sample(validSetup, { seed, numRuns: count });
  const out: CorpusItem[] = [];
  setups.forEach((s0, i) => {
    const s: Setup = structuredClone(s0);
    const players = playersOf(s);
    const attacker = r.pick(players);
    s.players[attacker]!.warbands = r.int(9);
    const from = s.players[attacker]!.pawn!;
    const others = players.filter((p) => p !== attacker);
    const defender: PlayerId | 'bandits' = others.length && r.int(4) ? r.pick(others) : 'bandits';
    if (r.int(6)) s.players[attacker]!.supply = 2 + r.int(4);
    const home = s.sites[from - 1]!;
    if (defender === 'bandits') delete home.warbands;
    else {
      if (r.int(4)) s.players[defender]!.pawn = from;
      if (r.int(2)) s.players[defender]!.warbands = r.int(6);
      if (r.int(3)) home.warbands = { [colourOf(s, defender)]: 1 + r.int(3) };
      if (r.int(3) === 0) s.banners = { ...s.banners, [r.pick(['peoplesFavor', 'darkestSecret'] as const)]: { holder: defender, tokens: 1 + r.int(4) } };
    }
    const targets: CampaignParams['targets'] = [];
    if (r.int(6)) targets.push({ site: from });
    if (defender !== 'bandits' && r.int(2)) targets.push({ banish: true });
    if (defender !== 'bandits' && relicsOf(s, defender).length && r.int(2)) targets.push({ relic: relicsOf(s, defender)[0]! });
    if (defender !== 'bandits' && r.int(3) === 0) for (const b of ['peoplesFavor', 'darkestSecret'] as const) if (s.banners?.[b]?.holder === defender) targets.push({ banner: b });
    if (r.int(4) === 0) targets.push({ site: 1 + r.int(8) });
    if (r.int(3) === 0) (s.players[attacker]!.relics ??= []).push(...(['OATH-211', 'OATH-212', 'OATH-228'] as const).filter((x) => !playersOf(s).some((p) => relicsOf(s, p).includes(x))));
    const params: CampaignParams & { kind: 'campaign'; keep?: number; roll?: unknown } = {
      kind: 'campaign',
      attacker,
      defender,
      targets,
      plans: { attacker: planUses(r.some(plansFor('attacker'), 2), r), defender: planUses(r.some(defender === 'bandits' ? freePlans : plansFor('defender'), 2), r) },
      powers: r.some([...powers, ...notCovered], 1).map((card) => ({ card, side: r.pick(['attacker', 'defender'] as const), ...(r.int(2) ? { n: r.int(3) } : {}) })),
    };
    if (defender !== 'bandits' && isImperial(s, defender) && r.int(2)) params.allies = others.filter((p) => p !== defender).slice(0, 1);
    if (r.int(3) === 0) params.sacrifice = r.pick(['never', 'win', { keep: 1 + r.int(2) }] as const);
    if (r.int(3) === 0) params.reading = 'asMany';
    if (r.int(3) === 0) params.keep = 1 + r.int(3);
    if (r.int(2)) {
      const c = campaign(s, params);
      // its own generator: whether this Campagne is legal never shifts the items after it
      if (c.ok) params.roll = rollFor(c.pools.attackDice, c.pools.defenseDice, rng(seed * 7919 + i));
    }
    out.push({ name: `campaign:${i}`, situation: { setup: s, question: params } });
    if (i % 3 === 0) {
      out.push({ name: `title:${i}`, situation: { setup: s, question: { kind: 'title' } } });
      out.push({ name: `supply:${i}`, situation: { setup: s, question: { kind: 'supply' } } });
      out.push({ name: `position:${i}`, situation: { setup: s, question: { kind: 'position' } } });
      out.push({ name: `end:${i}`, situation: { setup: s, question: { kind: 'end', ...(r.int(2) ? { imperial: { '5': true, '6': r.int(2) === 0 } } : {}) } } });
      out.push({ name: `travel:${i}`, situation: { setup: s, question: { kind: 'travel', player: r.pick(players) } } });
    }
  });
  return out;
}

/** Every campaign card used alone on each side of the standard position, with and without its condition. */
export function cardCorpus(): CorpusItem[] {
  const out: CorpusItem[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    for (const card of [...CAMPAIGN_CARDS.map((c) => c.id), ...notCovered]) {
      for (const when of [undefined, true, false]) {
        const c = CAMPAIGN_CARDS.find((x) => x.id === card);
        const isPower = !c || c.kind === 'persistent' || c.id === 'OATH-068';
        const use = { card, ...(when !== undefined ? { when, n: 2, site: 3 } : {}) };
        const question = { kind: 'campaign', ...BASE, targets: [...BASE.targets], ...(isPower ? { powers: [{ ...use, side }] } : { plans: { [side]: [use] } }), keep: 1 };
        out.push({ name: `card:${card}:${side}:${String(when)}`, situation: { setup: pos(), question } });
        if (!isPower) out.push({ name: `dicecard:${card}:${side}:${String(when)}`, situation: { question: { kind: 'dice', attackDice: 5, force: 6, defenseDice: 3, warbands: 2, plans: { [side]: [use] } } } });
      }
    }
  }
  return out;
}

/** Dice battles: pools of 0–10 dice, Bandits, the title, a sacrifice policy. */
export function diceCorpus(seed = 6): CorpusItem[] {
  const r = rng(seed);
  const out: CorpusItem[] = [];
  for (let a = 0; a <= 10; a++)
    for (let d = 0; d <= 10; d += a % 2 ? 3 : 2) {
      const bandits = r.int(3) === 0;
      const q: Record<string, unknown> = { kind: 'dice', attackDice: a, force: a + r.int(3), defenseDice: d, warbands: r.int(5), ...(bandits ? { bandits } : {}) };
      if (!bandits && r.int(3) === 0) q.title = r.pick(['oathkeeper', 'usurper']);
      if (r.int(3) === 0) q.sacrifice = r.pick(['never', 'win', { keep: 1 + r.int(2) }]);
      out.push({ name: `dice:${a}:${d}`, situation: { question: q } });
    }
  void diceBattle;
  return out;
}

/** Damaged positions and questions: what validate() and the situation reader say about each. */
export function brokenCorpus(seed = 7): CorpusItem[] {
  const r = rng(seed);
  const out: CorpusItem[] = [];
  const damage: ((s: Setup) => void)[] = [
    (s) => (s.sites[1]!.site = s.sites[0]!.site),
    (s) => (s.players.chancellor!.warbands = 99),
    (s) => (s.players.chancellor!.pawn = 12),
    (s) => (s.sites[2]!.warbands = { chancellor: 2, player2: 1 }),
    (s) => (s.players.player2!.relics = ['OATH-225'] as never) && (s.players.player3!.relics = ['OATH-225'] as never),
    (s) => (s.title = { holder: 'player6' }),
    (s) => (s.players.player3!.favor = -1),
    (s) => (s.players.player2!.role = 'citizen') && (s.players.player2!.vision = 'faith'),
    (s) => (s.banners = { peoplesFavor: { holder: 'player5', tokens: 2 } }),
    (s) => (s.banners = { darkestSecret: { holder: 'player2', tokens: 0 } }),
    (s) => (s.sites[0]!.faceDown = true),
    (s) => (s.players.player2!.supply = 9),
    (s) => (s.round = 12),
    (s) => (s.sites.length = 5),
  ];
  damage.forEach((d, i) => {
    const s = pos();
    d(s);
    out.push({ name: `broken:${i}`, situation: { setup: s, question: { kind: 'position' } } });
  });
  const questions: unknown[] = [
    { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ site: 9 }] },
    { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ relic: 'OATH-999' }, { banish: true }, { banish: true }] },
    { kind: 'campaign', attacker: 'player2', defender: 'player2', targets: [] },
    { kind: 'campaign', attacker: 'player9', defender: 'player3', targets: [{ site: 3 }] },
    { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ site: 3 }], dice: 7, plans: { attacker: [{ card: 'OATH-999' }] } },
    { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ site: 3 }], powers: [{ card: 'OATH-004', side: 'attacker' }] },
    { kind: 'campaign', attacker: 'player2', defender: 'player3', targets: [{ site: 3 }], roll: { attack: { sword: 1 }, defense: { blank: 9 } } },
    { kind: 'dice', attackDice: 99, defenseDice: -1 },
    { kind: 'dice', attackDice: 3, force: 40, defenseDice: 2, bandits: true, title: 'oathkeeper' },
    { kind: 'travel', player: 'player6' },
    { kind: 'travel', player: 'player2', from: 3, to: 9 },
    { kind: 'end', imperial: { '9': true } },
    { kind: 'mystery' },
    { kind: 'campaign', attacker: 'player2', extra: 1 },
  ];
  questions.forEach((q, i) => out.push({ name: `badquestion:${i}`, situation: { setup: pos(), question: q } }));
  out.push({ name: 'badsetup:text', situation: { setup: 'supr/j=ch.zz', question: { kind: 'position' } } });
  out.push({ name: 'badsetup:v', situation: { v: 9, setup: pos(), question: { kind: 'title' } } });
  void r;
  return out;
}

export const fullCorpus = (campaigns = 400) => [...fileCorpus(), ...cardCorpus(), ...diceCorpus(), ...brokenCorpus(), ...campaignCorpus(campaigns)];
