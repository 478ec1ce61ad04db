// The bot explorer's first view (src/islands/root/tour-premier.ts, computed by Essai.astro when the site
// is built) is the turn the browser's engine plays for the same situation: for every bot situation
// of the pages, the same JSON as the scenario runner's evaluation (evaluateSituation) and as a fresh
// load of the bots on demand (bots/lazy.ts) playing the situation the board reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { premierTour } from '../../src/islands/root/tour-premier';
import { evaluateSituation } from '../../src/engine/root/evaluate';
import { encodeSituation, readSituation } from '../../src/engine/root/situation';
import { readSituationText, type Situation } from '../../src/engine/root/situation-text';
import { TRAITS, botOptionsOf, botTraitIds } from '../../src/engine/root/bots/index';

const DIR = 'content/root/situations';
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ f, raw: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as unknown }))
  .filter(({ raw }) => (raw as { question?: { kind?: string } }).question?.kind === 'bot');

/** The situation as Essai.astro hands it to the board: checked, written as text, read back. */
function asTheBoardReadsIt(raw: unknown): Situation {
  const read = readSituation(raw);
  if (!read.ok) throw new Error(read.problems.map((p) => p.text).join(' ; '));
  const lue = readSituationText(encodeSituation(read.situation));
  if (!lue.ok) throw new Error(lue.problems.map((p) => p.text).join(' ; '));
  return lue.situation;
}

describe('premier tour du robot, calculé à la construction', () => {
  it('les pages ont des situations de robot', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });

  for (const { f, raw } of files) {
    it(`${f} : le tour construit est celui du moteur, octet pour octet`, async () => {
      const situation = asTheBoardReadsIt(raw);
      const premier = await premierTour(situation);
      expect(premier).toBeDefined();
      const built = JSON.stringify(premier!.turn);
      // the scenario runner's evaluation of the file
      const answer = evaluateSituation(raw);
      expect(answer.ok).toBe(true);
      expect(built).toBe(JSON.stringify(answer.bot));
      // a fresh browser-like load: nothing loaded yet, the bots the position plays, then the turn
      vi.resetModules();
      const lazy = await import('../../src/engine/root/bots/lazy');
      const q = situation.question;
      if (q.kind !== 'bot') throw new Error('question de robot attendue');
      const bots = await lazy.loadBots(lazy.botsNeeded(situation.setup, q.bot));
      expect(built).toBe(JSON.stringify(bots.playBotTurn(situation.setup, q.bot, botOptionsOf(q))));
      expect(premier!.turn.ok).toBe(true);
      expect(premier!.turn.steps.length).toBeGreaterThan(0);
      // the Trait cards of the bot, as its module gives them
      expect(Object.keys(premier!.traits).sort()).toEqual([...botTraitIds(q.bot)].sort());
      for (const t of botTraitIds(q.bot)) expect(premier!.traits[t]).toEqual(JSON.parse(JSON.stringify(TRAITS[t])));
    });
  }

  it('une question qui n’est pas un tour de robot : rien à calculer', async () => {
    const raw = JSON.parse(readFileSync(join(DIR, 'controle-2-5.json'), 'utf8'));
    expect(await premierTour(asTheBoardReadsIt(raw))).toBeUndefined();
  });
});
