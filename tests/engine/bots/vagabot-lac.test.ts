// Lake (Rootbotics 12.1.1): bots take the clearing with the Ferry as linked by a path to every
// other coastal clearing; the Vagabot's distances follow.
import { describe, expect, it } from 'vitest';
import { Turn, initialBotState, BOTS, REACTIONS } from '../../../src/engine/root/bots/index';
import { VAGABOT_DISTANCES } from '../../../src/engine/root/bots/vagabot';
import { decodeSetup } from '../../../src/engine/root/notation';
import type { FactionId } from '../../../src/engine/root/factions';

function turnOn(text: string) {
  const d = decodeSetup(text);
  if (!d.ok) throw new Error(JSON.stringify(d.problems));
  return new Turn(d.setup, 'vagabond', {}, initialBotState(1), { rules: (f: FactionId) => BOTS[f], reactions: REACTIONS });
}

describe('Vagabot sur le Lac (R12.1.1)', () => {
  it('depuis une clairière côtière, la clairière du Radeau est à un déplacement', () => {
    // Ferry on clearing 1 (its start, C.2.1); clearing 12 is coastal, 1 is not a neighbour by path.
    const t = turnOn('lac/j=m,v.robot.objets-4/12:v-pion');
    expect(VAGABOT_DISTANCES(t, 12).get(1)?.d).toBe(1);
  });

  it('sans le Radeau (déjà utilisé ce tour), il faut suivre les chemins', () => {
    const t = turnOn('lac/j=m,v.robot.objets-4/r=1.utilise/12:v-pion');
    expect(VAGABOT_DISTANCES(t, 12).get(1)?.d).toBeGreaterThan(1);
  });

  it('depuis la clairière du Radeau, toute clairière côtière est à un déplacement', () => {
    const t = turnOn('lac/j=m,v.robot.objets-4/1:v-pion');
    for (const c of [10, 11, 12]) expect(VAGABOT_DISTANCES(t, 1).get(c)?.d).toBe(1);
  });
});
