/**
 * battle() computes its distribution without writing the French steps; each outcome builds its
 * own when they are read. They must be the very steps of resolving one of its rolls in full
 * (resolveRoll), with the same end position, for ordinary battles, ambushes, cards, and bots
 * drawing a building at random (several branches for one roll).
 */
import { describe, expect, it } from 'vitest';
import { encodeSetup, type BattleParams } from '../../src/engine/root/index';
import { toJSONSafe } from '../../src/engine/root/battle';
import { B, R } from './battle-helpers';

const CASES: Array<[string, string, BattleParams]> = [
  ['3 guerriers contre 2 guerriers et un perchoir', 'automne/j=m,c/t=m.jour/1:m3,c2,c-perchoir', { clearing: 1, attacker: 'marquise', defender: 'eyrie' }],
  [
    'embuscade contrée, cartes des deux côtés',
    'automne/j=m,c.chef-despote,a.robot,r/t=c.jour/1:m4,m-scierie,m-donjon;2:c3,c-perchoir,m2,m-atelier,m-bois,r2',
    { clearing: 2, attacker: 'eyrie', defender: 'marquise', choices: { ambush: 'bird', counterAmbush: 'mouse', attackerCards: ['brutal_tactics', 'armorers'], defenderCards: ['sappers'] } },
  ],
  [
    'un robot tire au sort le bâtiment retiré',
    'automne/j=m,c.chef-despote,a.robot,r/t=c.jour/5:a1,a-base_lapin,a-sympathie,c3',
    { clearing: 5, attacker: 'eyrie', defender: 'alliance', choices: { attackerCards: ['brutal_tactics'] } },
  ],
];

describe('combat : les étapes en français, construites à la demande', () => {
  for (const [name, notation, params] of CASES) {
    it(name, () => {
      const r = B(notation, params);
      for (const o of r.outcomes) {
        const steps = o.steps;
        expect(steps.length).toBeGreaterThan(0);
        // read twice: the same array, built once
        expect(o.steps).toBe(steps);
        const full = o.rolls.flatMap((roll) => R(notation, params, roll).outcomes);
        const same = full.filter((x) => encodeSetup(x.setup) === encodeSetup(o.setup) && JSON.stringify(x.steps) === JSON.stringify(steps));
        expect(same.length, `${name} : étapes de ${JSON.stringify(o.rolls[0])}`).toBeGreaterThan(0);
      }
      // the outcome serialises with its steps, as before
      expect(toJSONSafe(r.outcomes[0]!).steps.length).toBeGreaterThan(0);
    });
  }
});
