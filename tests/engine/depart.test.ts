import { describe, expect, it } from 'vitest';
import { standardStart } from '~/engine/root/start';
import { MAP_IDS, MAPS } from '~/engine/root/maps';
import { validate } from '~/engine/root/validate';
import { controlAll } from '~/engine/root/control';

describe('mise en place standard (5.1.7, 6.3, 7.3, 8.3, 9.3)', () => {
  for (const id of MAP_IDS) {
    it(`sur la carte ${MAPS[id].name} : une position valide, chaque choix dit`, () => {
      const r = standardStart(id);
      expect(r.problems).toEqual([]);
      expect(validate(r.setup).ok).toBe(true);
      const keep = Object.entries(r.setup.clearings).find(([, c]) => c.tokens?.some((t) => t.kind === 'keep'))![0];
      const roost = Object.entries(r.setup.clearings).find(([, c]) => c.buildings?.some((b) => b.kind === 'roost'))![0];
      // 6.3.2 and 7.3.2: both in corners, diagonally opposite.
      expect(MAPS[id].clearings[Number(keep) - 1]!.corner).toBe(true);
      expect(MAPS[id].clearings[Number(keep) - 1]!.oppositeCorner ?? Number(roost)).toBe(Number(roost));
      // 6.3.3: 11 garrison warriors, none in the opposite corner; 7.3.2: 6 Eyrie warriors there.
      const marquise = Object.values(r.setup.clearings).reduce((n, c) => n + (c.warriors?.marquise ?? 0), 0);
      expect(marquise).toBe(MAPS[id].clearings.length - 1);
      expect(r.setup.clearings[roost]!.warriors).toEqual({ eyrie: 6 });
      // 6.3.4: the three buildings, each in the Keep's clearing or next to it.
      const kinds = Object.values(r.setup.clearings).flatMap((c) => (c.buildings ?? []).filter((b) => b.owner === 'marquise').map((b) => b.kind));
      expect(kinds.sort()).toEqual(['recruiter', 'sawmill', 'workshop']);
      // 9.3.2: the Vagabond in a forest.
      expect(Object.values(r.setup.forests ?? {}).some((f) => f.pawns?.includes('vagabond'))).toBe(true);
      expect(r.choices.map((c) => c.rule)).toEqual(expect.arrayContaining(['6.3.2', '6.3.4', '7.3.2', '9.3.2']));
      // The Eyrie rules its corner (2.5 + 7.2.2), the Marquise the Keep's clearing.
      const ctl = new Map(controlAll(r.setup).map((v) => [String(v.clearing), v.ruler]));
      expect(ctl.get(roost)).toBe('eyrie');
      expect(ctl.get(keep)).toBe('marquise');
    });
  }
});
