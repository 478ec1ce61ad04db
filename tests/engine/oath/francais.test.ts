// The French of every sentence the Oath engine writes (issue 24, point 6): a large corpus of answers
// (every situation file, every campaign card on each side, dice pools of 0–10, generated positions
// of 1 to 6 players with Citizens and Bandits, title, end, travel and supply questions, rolls), and
// each sentence checked against a table of faults: English words, engine ids, agreement with
// counts, articles, French spacing, percentages. The tables below are written here, not read from
// the engine, so a fault in the engine's data cannot hide itself.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CARDS, BY_POSITION, type Condition } from '../../../src/engine/oath/cards';
import { CARDS } from '../../../src/engine/oath/deck';
import { evaluateSituation } from '../../../src/engine/oath/evaluate';
import { boardFact, costText } from '../../../src/engine/oath/plans';
import { RELICS } from '../../../src/engine/oath/relics';
import { SITES } from '../../../src/engine/oath/sites';
import { fullCorpus } from './corpus';

// (a situation's `title` is written by the site's authors in its file, not by the engine)
const READER_KEYS = new Set(['text', 'name', 'why', 'card', 'label']);

/** Every string a reader may see in an answer (its reasons, problems, steps, names), with where it came from. */
function sentences(x: unknown, from: string, out: { text: string; from: string }[], key = '') {
  if (typeof x === 'string') {
    if (READER_KEYS.has(key)) out.push({ text: x, from });
  } else if (Array.isArray(x)) for (const v of x) sentences(v, from, out, key);
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) if (k !== 'question') sentences(v, from, out, k);
}

// English words: the cards', sites' and Relics' English names, and the words of the engine's data.
// (a site's or Relic's bare French name: `fr`, before its « (nom provisoire) » mark; « Steppe » and
// « Mine » are French too)
const french = new Set([...CAMPAIGN_CARDS.map((c) => c.name), ...SITES.flatMap((s) => [s.name, s.fr]), ...RELICS.flatMap((r) => ('fr' in r && typeof r.fr === 'string' ? [r.name, r.fr] : [r.name]))]);
// A card the French print does not name is shown by its English name with the mark « (nom anglais ;
// nom français non confirmé) » (deck.ts cardLabel): such a name is not a fault, and is taken out
// before the English words are looked for.
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKED_ENGLISH = new RegExp(`(${CARDS.map((c) => esc(c.en)).sort((a, b) => b.length - a.length).join('|')})(?= \\(nom anglais)`, 'g');
const englishNames = [...CAMPAIGN_CARDS.map((c) => c.en), ...BY_POSITION.map((c) => c.en), ...SITES.map((s) => s.en), ...RELICS.map((r) => r.en)].filter((n) => !french.has(n));
const COMMON = [
  'pool', 'pools', 'player', 'players', 'warband', 'warbands', 'favor', 'favour', 'dice', 'die', 'attacker', 'defender', 'battle', 'relic', 'relics',
  'banner', 'banners', 'the', 'and', 'with', 'true', 'false', 'null', 'exile', 'citizen', 'oathkeeper', 'usurper', 'supply', 'campaign', 'travel',
  'muster', 'trade', 'recover', 'denizen', 'adviser', 'advisor', 'skull', 'sword', 'shield', 'reroll', 'win', 'never', 'upTo', 'asMany',
  'target', 'targets', 'outcome', 'victory', 'defeat', 'peoplesFavor', 'darkestSecret', 'facedown', 'banish', 'imperial',
];
const wordRe = (w: string, flags = '') => new RegExp(`(?<![\\p{L}\\p{N}’'-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}’'-])`, `u${flags}`);
const ENGLISH: RegExp[] = [...englishNames.map((n) => wordRe(n)), ...COMMON.map((w) => wordRe(w, 'i'))];

const SP = '[\\u00a0\\u202f]';
const NOUNS = 'dé|Troupe|faveur|secret|Provision|Bandit|site|Relique|jeton|crâne|Bouclier|épée|Conseiller|Vision|tour|carte|Troupe violette';
const PLURAL = NOUNS.split('|').map((n) => n.split(' ').map((w) => `${w}s`).join(' ')).join('|');

/** The faults, each a test on one sentence: the text of the fault when it is there. */
const FAULTS: { name: string; test: (s: string) => string | null }[] = [
  { name: 'mot anglais', test: (s) => ENGLISH.find((r) => r.test(s.replace(MARKED_ENGLISH, '')))?.source ?? null },
  { name: 'identifiant du moteur', test: (s) => /player\d|chancellor|OATH-\d|undefined|NaN|\[object|\bfalse\b|\btrue\b/.exec(s)?.[0] ?? null },
  { name: '0 ou 1 suivi d’un pluriel', test: (s) => new RegExp(`(?<![\\d,])[01]${SP}(${PLURAL})\\b`, 'u').exec(s)?.[0] ?? null },
  { name: 'plus de 1 suivi d’un singulier', test: (s) => new RegExp(`(?<![\\d,])([2-9]|[1-9]\\d+)${SP}(${NOUNS})(?![\\p{L}])`, 'u').exec(s)?.[0] ?? null },
  { name: 'un singulier qui s’accorde au pluriel', test: (s) => new RegExp(`(?<![\\d,])[01]${SP}(${NOUNS})\\b[^.;:()]*?\\b(s’ajoutent|maximisent|meurent|rejoignent)\\b`, 'u').exec(s)?.[0] ?? null },
  { name: 'un pluriel qui s’accorde au singulier', test: (s) => new RegExp(`(?<![\\d,])([2-9]|[1-9]\\d+)${SP}(${PLURAL})\\b[^.;:()]*?\\b(s’ajoute|maximise|meurt|rejoint)\\b`, 'u').exec(s)?.[0] ?? null },
  { name: 'faveur est féminin', test: (s) => /\bun par faveur\b|faveurs? placés?(?!\p{L})|(?<!\p{L})un faveur\b/u.exec(s)?.[0] ?? null },
  { name: 'Bannière sans article', test: (s) => (/^(Faveur du Peuple|Sombre Secret)($|[\u00a0\u202f]:)/.test(s) ? null : (/(?<!\b(la|La|le|Le|du|de la|au|à la) )(Faveur du Peuple|Sombre Secret)\b/.exec(s)?.[0] ?? null)) },
  { name: 'article non contracté', test: (s) => /(?<![\p{L}’])(de|à|De|À) (le|les)(?![\p{L}’])/u.exec(s)?.[0] ?? null },
  { name: 'espace ordinaire devant : ; ! ?', test: (s) => / [:;!?](?=\s|$)/.exec(s)?.[0] ?? null },
  { name: 'guillemets sans espace insécable', test: (s) => new RegExp(`«(?!${SP})|(?<!${SP})»`, 'u').exec(s)?.[0] ?? null },
  { name: 'espace avant ponctuation finale', test: (s) => /\s[.,](?!\d)/.exec(s)?.[0] ?? null },
  {
    name: '100,0 % pour une probabilité qui n’est pas 1',
    test: (s) => {
      const m = new RegExp(`100,0${SP}%${SP}?\\((\\d+)/(\\d+)\\)`, 'u').exec(s);
      if (m && m[1] !== m[2]) return m[0];
      return /(?<![>≥]\s?)100,0\s?%/.test(s) && /\(\d+\/\d+\)/.test(s) ? s : null;
    },
  },
  {
    name: 'l’égalité dite quand elle n’a pas décidé',
    test: (s) => {
      const m = /(\d+) ≤ (\d+)[^.]*\.\s*L’égalité va au défenseur/.exec(s);
      return m && m[1] !== m[2] ? m[0] : null;
    },
  },
  { name: 'une réserve de 0 dé qui maximise', test: (s) => /maximise[^()]*\(0,0\s?%\)|\b0\s?dé maximise/.exec(s)?.[0] ?? null },
  { name: 'double espace ou ponctuation doublée', test: (s) => /(?<!\.)\.\.(?!\.)|  |\s,|;;|::/.exec(s)?.[0] ?? null },
];

// Sites by gender and number, written here: the pronoun a sentence uses for a site must agree.
const SITE_PRONOUN: Record<string, 'le' | 'la' | 'les'> = {
  'Cité Antique': 'la', 'Côte Aride': 'la', 'Géant Enseveli': 'le', 'Vallée Charmante': 'la', 'Bois Profonds': 'les', 'Cité Engloutie': 'la',
  'Vallée Fertile': 'la', 'Grand Taudis': 'le', Tribunal: 'le', 'Côte Luxuriante': 'la', Marécages: 'les', Mine: 'la', Montagne: 'la',
  'Passage Étroit': 'le', Plaines: 'les', Rivière: 'la', 'Côte Rocheuse': 'la', 'Marais Salant': 'le', 'Bois Brumeux': 'le', Menhirs: 'les',
  Steppe: 'la', 'Lieu Caché': 'le', 'Terres Désolées': 'les',
};
function sitePronounFault(s: string): string | null {
  const m = /^(.+?)(?: \(site \d\))? : .*?\b(le|la|les) contrôlen?t?\b/u.exec(s);
  if (!m) return null;
  const want = SITE_PRONOUN[m[1]!.replace(/ \(nom provisoire\)$/, '')];
  return want && want !== m[2] ? `${m[1]} … ${m[2]} contrôle (il faut « ${want} »)` : null;
}

describe('the French of every sentence of the Oath engine', () => {
  const all: { text: string; from: string }[] = [];
  for (const c of fullCorpus(400)) sentences(evaluateSituation(c.situation), c.name, all);
  // texts the islands read directly from the engine
  for (const c of CAMPAIGN_CARDS) all.push({ text: costText(c.cost), from: `costText:${c.id}` });
  const conditions: Condition[] = [
    { kind: 'holds', banner: 'peoplesFavor', who: 'self' },
    { kind: 'holds', banner: 'peoplesFavor', who: 'enemy', not: true },
    { kind: 'holds', banner: 'darkestSecret', who: 'self' },
    { kind: 'pawnsTogether' },
    { kind: 'siteTargeted' },
  ];
  for (const c of conditions) for (const side of ['attacker', 'defender'] as const) all.push({ text: boardFact(c, side), from: `boardFact:${c.kind}` });
  for (const c of [...CAMPAIGN_CARDS, ...BY_POSITION]) all.push({ text: 'text' in c ? c.text : c.how, from: `card:${c.id}` });

  it('the corpus is large', () => {
    expect(all.length).toBeGreaterThan(20_000);
    expect(new Set(all.map((s) => s.text)).size).toBeGreaterThan(2_000);
  });

  for (const f of [...FAULTS, { name: 'pronom d’un site', test: sitePronounFault }]) {
    it(`no sentence has this fault: ${f.name}`, () => {
      const bad = new Map<string, string>();
      for (const s of all) {
        const got = f.test(s.text);
        if (got && !bad.has(s.text)) bad.set(s.text, `${s.from} → ${got}`);
      }
      expect([...bad.entries()].slice(0, 12).map(([t, w]) => `${w} :: ${t}`)).toEqual([]);
    });
  }

  it('the fault tables catch what they are meant to catch', () => {
    const caught = (s: string) => [...FAULTS, { name: 'site', test: sitePronounFault }].filter((f) => f.test(s)).map((f) => f.name);
    expect(caught('1\u00a0Troupe sur les sites ciblés s’ajoutent à la défense.')).toContain('un singulier qui s’accorde au pluriel');
    expect(caught('de 0 à 4\u00a0dés ; 4\u00a0dés maximise la victoire')).toContain('un pluriel qui s’accorde au singulier');
    expect(caught('2\u00a0dés de défense, un par faveur placé dessus.')).toContain('faveur est féminin');
    expect(caught('défausse cette carte, sauf s’il détient Faveur du Peuple')).toContain('Bannière sans article');
    expect(caught('Mine : 3\u00a0Troupes de le joueur 2, qui le contrôle.')).toEqual(expect.arrayContaining(['article non contracté', 'site']));
    expect(caught('Le pion de player5')).toContain('identifiant du moteur');
    expect(caught('Victoire de l’attaquant : 100,0\u00a0% (7775/7776)')).toContain('100,0 % pour une probabilité qui n’est pas 1');
    expect(caught('4 ≤ 5 : il ne peut pas sacrifier. L’égalité va au défenseur : l’attaquant est vaincu.')).toContain('l’égalité dite quand elle n’a pas décidé');
    expect(caught('0\u00a0dé maximise la victoire (0,0\u00a0%)')).toContain('une réserve de 0 dé qui maximise');
    expect(caught('Les Pools de l’attaquant')).toContain('mot anglais');
    expect(caught('Battle Honors : gagne 2 faveurs')).toContain('mot anglais');
  });
});
