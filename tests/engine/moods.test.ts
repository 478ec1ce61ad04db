import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOODS, MOOD_ITEMS, moodsAvailable } from '../../src/engine/root/setup';
import { MOOD_NAMES } from '../../src/engine/root/glossary';

const OBJET: Record<string, string> = { hammer: 'marteau', tea: 'cafe', boot: 'botte', bag: 'sac', coins: 'piece', crossbow: 'arbalete', sword: 'epee' };

describe('14.7 — every mood shows its item (LederCards/rules), so 14.4.4 can be applied', () => {
  const page = readFileSync('content/root/loi/seigneur-des-cents.mdx', 'utf8');
  it('the page gives each mood the engine’s item, Généreux none', () => {
    for (const m of MOODS) {
      const head = new RegExp(`### 14\\.7\\.\\d ${MOOD_NAMES[m]}\\n\\n([^\\n]*)`).exec(page);
      expect(head, m).not.toBeNull();
      const item = MOOD_ITEMS[m];
      if (item) expect(head![1], m).toContain(`<Objet nom="${OBJET[item]}" />`);
      else expect(head![1], m).toMatch(/Aucun objet/);
    }
    expect(new Set(Object.values(MOOD_ITEMS).filter(Boolean)).size).toBe(7);
  });
  it('the booklet’s example: En liesse now, coins in the Hoard — neither En liesse nor Bagarreur', () => {
    const free = moodsAvailable('jubilant', ['coins']);
    expect(free).not.toContain('jubilant');
    expect(free).not.toContain('rowdy');
    expect(free).toContain('generous');
    expect(free).toHaveLength(6);
  });
  it('Généreux with every item in the Hoard stays Généreux; anyone else then has only Généreux', () => {
    const all = ['hammer', 'tea', 'boot', 'bag', 'coins', 'crossbow', 'sword'] as const;
    expect(moodsAvailable('generous', all)).toEqual(['generous']);
    expect(moodsAvailable('stubborn', all)).toEqual(['generous']);
  });
});
