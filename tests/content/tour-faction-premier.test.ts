// The turn explorer's first view (src/islands/root/tour-faction-premier.ts, computed by Essai.astro
// when the site is built) is what the browser's engine answers for the same situation: for every
// turn situation of the pages, the same JSON as the scenario runner's evaluation, and the inputs
// and the control the explorer loads later (tour-moteur.ts, control.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { premierTourFaction } from '../../src/islands/root/tour-faction-premier';
import { inputsOf } from '../../src/islands/root/tour-moteur';
import { TURN_MODULES } from '../../src/engine/root/tour/registry';
import { evaluateSituation } from '../../src/engine/root/evaluate';
import { controlAll } from '../../src/engine/root/control';
import { encodeSituation, readSituation } from '../../src/engine/root/situation';
import { readSituationText } from '../../src/engine/root/situation-text';

const DIR = 'content/root/situations';
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ f, raw: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as unknown }))
  .filter(({ raw }) => (raw as { question?: { kind?: string } }).question?.kind === 'turn');

describe('premier tour d’une faction, calculé à la construction', () => {
  it('les pages ont des situations de tour', () => expect(files.length).toBeGreaterThanOrEqual(10));
  for (const { f, raw } of files)
    it(`${f} : la réponse construite est celle du moteur`, () => {
      const read = readSituation(raw);
      if (!read.ok) throw new Error(read.problems.map((p) => p.text).join(' ; '));
      const lue = readSituationText(encodeSituation(read.situation));
      if (!lue.ok) throw new Error(lue.problems.map((p) => p.text).join(' ; '));
      const premier = premierTourFaction(lue.situation)!;
      const answer = evaluateSituation(raw) as { ok: boolean; turn?: unknown };
      expect(answer.ok).toBe(true);
      expect(JSON.stringify(premier.answer)).toBe(JSON.stringify(answer.turn));
      const q = lue.situation.question;
      if (q.kind !== 'turn') throw new Error('question de tour attendue');
      expect(premier.inputs).toEqual(JSON.parse(JSON.stringify(inputsOf(q.faction))));
      expect(premier.controle).toEqual(JSON.parse(JSON.stringify(controlAll(premier.answer.setup))));
    });
  it('une question qui n’est pas un tour de faction : rien à calculer', () => {
    const raw = JSON.parse(readFileSync(join(DIR, 'controle-2-5.json'), 'utf8'));
    const read = readSituation(raw);
    expect(read.ok && premierTourFaction(read.situation)).toBeUndefined();
  });
});

// the inputs are rendered with the page (the first view): every label, the card names' « nom
// anglais ; … » mention included, has a non-breaking space before « : ; ! ? »
describe('entrées du tour : typographie française', () => {
  const labels = (x: unknown): string[] =>
    Array.isArray(x) ? x.flatMap(labels) : x && typeof x === 'object' ? Object.entries(x).flatMap(([k, v]) => (k === 'label' && typeof v === 'string' ? [v] : labels(v))) : [];
  for (const m of TURN_MODULES)
    for (const f of m.factions)
      it(`${f} : aucune espace ordinaire avant : ; ! ?`, () => {
        const all = labels(inputsOf(f));
        expect(all.length).toBeGreaterThan(0);
        expect(all.filter((l) => / [:;!?](\s|$)/.test(l))).toEqual([]);
      });
});
