// Issue 23's bar: at least 80 % of the numbered rules of each faction chapter of the Law (6–15)
// applied by the engine in some answer and cited by a test row (tests/portee.ts).
import { describe, expect, it } from 'vitest';
import { rootReach } from '../../portee';

describe('portée du moteur dans les chapitres de faction', () => {
  for (const r of rootReach())
    it(`chapitre ${r.chapter} : au moins 80 % des règles appliquées et testées`, () => {
      expect(r.all.length).toBeGreaterThan(10);
      expect(r.tested.length / r.all.length).toBeGreaterThanOrEqual(0.8);
    });
});
