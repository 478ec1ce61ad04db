// The state of the bots' boards (a bot question's `boards`, « etat- » in a share link): its shape is
// checked where it is read, so a damaged link is refused in French like any bad input, never by an
// exception of a bot's module (« Cannot create property 'market' on number '0' »).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { boardsShapeOk, readBoards, readSituationText } from '../../src/engine/root/situation-text';
import { decodeSituation, readSituation } from '../../src/engine/root/situation';
import { evaluateSituation } from '../../src/engine/root/evaluate';
import { decodeSetup } from '../../src/engine/root/notation';
import { playBotTurn } from '../../src/engine/root/bots';
import { initialBotState } from '../../src/engine/root/bots/question';

const POSITION = 'automne/j=m,c,r.robot/1:m2,m-scierie,m-donjon;3:c6,c-perchoir;5:r3;8:r1';
const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const link = (boards: unknown) => `robot.r.etat-${b64(boards)}/${POSITION}`;
/** No JavaScript error text, no engine field, no link syntax in what the reader is told. */
const NOT_FOR_READERS = /Cannot|undefined|property|TypeError|boards|botState|etat-|riverfolk|\{/;

describe('l’état des plateaux des robots : sa forme est vérifiée à la lecture', () => {
  it('les états des situations du site ont la forme attendue', () => {
    for (const f of ['robot-riviere', 'robot-vagabot', 'robot-lezards']) {
      const s = JSON.parse(readFileSync(`content/root/situations/${f}.json`, 'utf8')) as { question: { boards: Record<string, unknown> } };
      expect(boardsShapeOk(s.question.boards), f).toBe(true);
      expect(readBoards(s.question.boards), f).toEqual(s.question.boards);
    }
  });

  const BAD: [string, unknown][] = [
    ['un nombre à la place d’un plateau', { riverfolk: 0 }],
    ['un texte à la place d’un plateau', { riverfolk: 'marché' }],
    ['une liste à la place d’un plateau', { riverfolk: ['anvil_fox'] }],
    ['null à la place d’un plateau', { riverfolk: null }],
    ['une faction inconnue', { dragons: { market: [] } }],
    ['un objet dans un plateau', { riverfolk: { market: { a: 1 } } }],
    ['une liste mêlée', { riverfolk: { market: ['anvil_fox', 3] } }],
    ['une liste de listes', { lizards: { lostSouls: [['a']] } }],
  ];
  for (const [why, boards] of BAD) {
    it(`refusé : ${why}`, () => {
      expect(readBoards(boards)).toBeUndefined();
      // the share link: a French problem, the whole link refused
      const d = decodeSituation(link(boards));
      expect(d.ok).toBe(false);
      if (!d.ok) {
        const said = d.problems.map((p) => p.text).join(' ');
        expect(said).toMatch(/Réglage de robot illisible\s: l’état des plateaux des robots n’a pas la forme attendue/);
        expect(said).not.toMatch(NOT_FOR_READERS);
      }
      expect(readSituationText(link(boards)).ok).toBe(false);
      // the JSON form (situation files) is refused too
      const setup = decodeSetup(POSITION);
      if (!setup.ok) throw new Error('position');
      expect(readSituation({ v: 1, setup: setup.setup, question: { kind: 'bot', bot: 'riverfolk', boards } }).ok).toBe(false);
    });
  }

  it('un état de la bonne forme passe, et le tour se joue', () => {
    const boards = { riverfolk: { market: ['anvil_fox', 'root_tea_fox'], payments: ['marquise'] } };
    expect(boardsShapeOk(boards)).toBe(true);
    const d = decodeSituation(link(boards));
    expect(d.ok).toBe(true);
    if (d.ok) {
      expect(d.situation.question).toMatchObject({ kind: 'bot', bot: 'riverfolk', boards });
      const r = evaluateSituation(d.situation);
      expect(r.ok).toBe(true);
    }
  });

  it('le moteur des robots refuse lui aussi un plateau qui n’est pas un objet, en français et sans exception', () => {
    const setup = decodeSetup(POSITION);
    if (!setup.ok) throw new Error('position');
    const turn = playBotTurn(setup.setup, 'riverfolk', { seed: 0, botState: { ...initialBotState(0), boards: { riverfolk: 0 as never } } });
    expect(turn.ok).toBe(false);
    const said = turn.problems.map((p) => p.text).join(' ');
    expect(said).toMatch(/État des plateaux des robots illisible/);
    expect(said).not.toMatch(NOT_FOR_READERS);
  });
});
