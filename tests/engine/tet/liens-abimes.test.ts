// Damaged share links of Tiny Epic Tactics: every message the link reader (decodeSituation, with
// decodeSetup and readSetup behind it) or the evaluation of what it read can show a reader is plain
// French in the reader's words — no link syntax (« = », « LxH », « { … } »), no piece of the link's
// text, no engine id, no English — and reading never throws.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decodeSituation, encodeSituation, readSituation } from '../../../src/engine/tet/situation';
import { evaluateSituation } from '../../../src/engine/tet/evaluate';
import { fromSetup } from '../../../src/engine/tet/validate';

const melee = JSON.parse(readFileSync(new URL('../../../content/tiny-epic-tactics/situations/melee-4-3.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const { game: _game, ...body } = melee;
const read = readSituation(body);
if (!read.ok) throw new Error('situation de départ illisible');
const LINK = encodeSituation(read.situation);
const [Q, R] = LINK.split('~') as [string, string];
const SETUP = LINK.split('~').at(-1)!;
const b64 = (t: string) => Buffer.from(t, 'utf8').toString('base64url');

// English words and engine ids that must never reach a reader (word by word, any case).
const ENGLISH = ['the', 'of', 'is', 'unit', 'units', 'setup', 'players', 'player', 'range', 'damage', 'miss', 'owner', 'class', 'move', 'health', 'ammo', 'track', 'flags', 'flag', 'captured', 'die', 'kind', 'width', 'height', 'squares', 'square', 'trigger', 'start', 'teams', 'team', 'true', 'false', 'null', 'undefined', 'object', 'invalid', 'error', 'unknown', 'spell', 'persymbol', 'maxhealth', 'maxammo', 'maxmana', 'ranged', 'melee', 'push', 'weakened', 'takenby', 'json', 'base64', 'syntaxerror', 'nan'];
const ENGINE_IDS = ['deplacement', 'foret', 'bete', 'competitif', 'equipe', 'bataille-equipe', 'poussee', 'loupe', 'tet', 'essai'];
const WORDS = new RegExp(`(^|[^\\p{L}\\p{N}-])(${[...ENGLISH, ...ENGINE_IDS].join('|')})(?=$|[^\\p{L}\\p{N}-])`, 'iu');

/** What a reader may be told of a link: the reader's problems, else those of the evaluation (`full`) or of the position. */
function problemsOf(text: string, full = true): string[] {
  const d = decodeSituation(text);
  if (!d.ok) return d.problems.map((p) => p.text);
  if (!full) {
    const p = fromSetup(d.situation.setup);
    return p.ok ? [] : p.problems.map((x) => x.text);
  }
  const a = evaluateSituation(d.situation);
  return a.ok ? [] : a.problems.map((p) => p.text);
}

function checkMessage(msg: string, link: string): void {
  expect(msg.length, 'message vide').toBeGreaterThan(10);
  expect(msg, 'une phrase').toMatch(/^[A-ZÀ-ÖÉ][\s\S]*[.)]$/u);
  expect(msg, 'syntaxe de lien « = »').not.toContain('=');
  expect(msg, 'syntaxe de lien').not.toMatch(/[~{}[\]\\/|*@]/);
  expect(msg, 'taille « LxH »').not.toMatch(/\d\s*x\s*\d|LxH/i);
  expect(msg, 'mot anglais ou identifiant du moteur').not.toMatch(WORDS);
  expect(msg, 'typographie : espace insécable avant « : ; ! ? »').not.toMatch(/[^\u00a0\u202f][:;!?](\s|$)/);
  const pieces: string[] = [];
  for (let i = 0; i + 8 <= link.length; i++) if (msg.includes(link.slice(i, i + 8))) pieces.push(link.slice(i, i + 8));
  expect(pieces, `un morceau du lien dans « ${msg} »`).toEqual([]);
}

const damaged: [string, string][] = [
  ['vide', ''],
  ['du bruit', 'q=abc~nimporte'],
  ['sans question', SETUP],
  ['question illisible', `q=!!!~${SETUP}`],
  ['question inconnue', `q=${b64('{"kind":"xyz"}')}~${SETUP}`],
  ['question sans sorte', `q=${b64('[1,2]')}~${SETUP}`],
  ['titre illisible', `${Q}~${R}~t=%%%~${SETUP}`],
  ['partie inconnue', `${Q}~z=1~${SETUP}`],
  ['sans taille', `${Q}~${SETUP.replace('8x8', '8y8')}`],
  ['taille nulle', `${Q}~${SETUP.replace('8x8', '0x8')}`],
  ['taille trop grande', `${Q}~${SETUP.replace('8x8', '30x2')}`],
  ['sans unités', `${Q}~8x8`],
  ['une case abîmée', `${Q}~${SETUP.replace('e0g1', 'e0Z1')}`],
  ['trop de cases', `${Q}~${SETUP.replace('p0@1*2', 'p0@1*999')}`],
  ['cases en trop', `${Q}~${SETUP.replace('p0@1*2', 'p0@1*9')}`],
  ['cases en moins', `${Q}~${SETUP.replace('p0@1*2p0f0*2', 'p0@1*2')}`],
  ['classe inconnue', `${Q}~${SETUP.replace(':G:C3:', ':Q:C3:')}`],
  ['caractéristique abîmée', `${Q}~${SETUP.replace(':r3,2,1:', ':z3:')}`],
  ['unité à nom abîmé', `${Q}~${SETUP.replace('g1:rouge:G:C3:4:2+2', 'G1!:rouge:G:C3:4:2+2x')}`],
  ['nom d’unité en majuscules', `${Q}~${SETUP.replace('g1:rouge', 'G1:rouge')}`],
  ['Déplacement hors bornes', `${Q}~${SETUP.replace(':C3:4:2+2', ':C3:99:2+2')}`],
  ['Attaque à Distance hors bornes', `${Q}~${SETUP.replace(':r3,2,1:', ':r99,2,1:')}`],
  ['Sort hors bornes', `${Q}~${SETUP.replace(':s3,2,1:', ':s99,2,1:')}`],
  ['Munitions hors bornes', `${Q}~${SETUP.replace(':u3.3', ':u99.3')}`],
  ['réglage sans valeur', `${Q}~${SETUP}/zz`],
  ['réglage inconnu', `${Q}~${SETUP}/zz=1`],
  ['Drapeau illisible', `${Q}~${SETUP}/f=Q9`],
  ['Drapeau hors de la carte Contrôle', `${Q}~${SETUP}/f=A50`],
  ['captures illisibles', `${Q}~${SETUP}/c=ROUGE.1`],
  ['captures hors bornes', `${Q}~${SETUP}/c=rouge.99`],
  ['face du dé illisible', `${Q}~${SETUP}/de=abc`],
  ['face du dé trop fréquente', `${Q}~${SETUP}/de=999p`],
  ['face du dé trop chargée', `${Q}~${SETUP}/de=1pppp`],
  ['piste illisible', `${Q}~${SETUP}/tr=abc`],
  ['mode inconnu', `${Q}~${SETUP}/m=xyz`],
  ['sans joueurs', `${Q}~${SETUP.replace('/j=rouge,bleu', '')}`],
  ['joueurs en majuscules', `${Q}~${SETUP.replace('j=rouge,bleu', 'j=ROUGE,bleu')}`],
  ['un joueur absent', `${Q}~${SETUP.replace('j=rouge,bleu', 'j=rouge,vert')}`],
  ['un joueur en double', `${Q}~${SETUP.replace('j=rouge,bleu', 'j=rouge,rouge,bleu')}`],
  ['une unité hors de la carte', `${Q}~${SETUP.replace(':C3:4:2+2', ':Z9:4:2+2')}`],
  ['deux unités de même nom', `${Q}~${SETUP.replace('s1:rouge', 'g1:rouge')}`],
  ['Santé au-dessus de sa piste', `${Q}~${SETUP.replace('6.6:r3', '9.6:r3')}`],
  ['une question sur une unité absente', `q=${b64('{"kind":"melee","unit":"zz","target":"g2"}')}~${SETUP}`],
  ['un joueur de zones absent', `q=${b64('{"kind":"zones","player":"vert"}')}~${SETUP}`],
];

describe('les liens abîmés de Tiny Epic Tactics', () => {
  it('le lien de départ se lit et ne signale rien', () => {
    expect(problemsOf(LINK)).toEqual([]);
    expect(LINK.split('~')).toHaveLength(4);
  });

  for (const [name, text] of damaged)
    it(`${name} : un message en français, sans syntaxe ni morceau du lien`, () => {
      const msgs = problemsOf(text);
      expect(msgs.length, `aucun problème signalé pour « ${name} »`).toBeGreaterThan(0);
      for (const m of msgs) checkMessage(m, text);
    });

  it('chaque lien tronqué ou altéré d’un caractère : jamais d’exception, chaque message en français', () => {
    const marks = ['x', '=', '/', ':', '~', ';', 'Z', '9'];
    let failed = 0;
    for (let i = 0; i < LINK.length; i++) {
      const variants = [LINK.slice(0, i), ...marks.map((c) => LINK.slice(0, i) + c + LINK.slice(i + 1))];
      for (const v of variants) {
        let msgs: string[] = [];
        expect(() => (msgs = problemsOf(v, false))).not.toThrow();
        if (msgs.length) failed++;
        for (const m of msgs) checkMessage(m, v);
      }
    }
    expect(failed).toBeGreaterThan(LINK.length);
  });
});
