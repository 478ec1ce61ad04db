// The bots on demand (bots/lazy.ts, used by the bot explorer) give the turns the eager registry
// (bots/index.ts, used by Node code and the tests) gives, while loading only the bots a position
// plays; the lists that let a page work without a bot's module agree with the modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BOTS, BOT_IDS, TRAITS, botOptionsOf, botTraitIds, playBotTurn } from '../../../src/engine/root/bots/index';
import { TRAIT_BOT, TRAIT_IDS, TRAIT_NAMES } from '../../../src/engine/root/bots/trait-ids';
import { readSituation, type Situation } from '../../../src/engine/root/situation';
import type { FactionId } from '../../../src/engine/root/factions';
import type { Setup } from '../../../src/engine/root/setup';
import type { BotOptions } from '../../../src/engine/root/bots/index';
import { S } from '../helpers';

const DIR = 'content/root/situations';
const botSituations: Situation[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readSituation(JSON.parse(readFileSync(join(DIR, f), 'utf8'))))
  .flatMap((r) => (r.ok && r.situation.question.kind === 'bot' ? [r.situation] : []));

/** Every faction of the position played by a bot (when it has one): the turns that ask for other bots' modules. */
function allBots(setup: Setup): Setup {
  const players = Object.fromEntries(Object.entries(setup.players).map(([f, p]) => [f, f in BOTS ? { ...p, bot: true } : p]));
  return { ...setup, players } as Setup;
}

/** A fresh copy of bots/lazy.ts (nothing loaded yet), with the bot modules it imports counted. */
async function freshLazy() {
  vi.resetModules();
  return import('../../../src/engine/root/bots/lazy');
}

describe('robots chargés à la demande (bots/lazy.ts)', () => {
  it('la liste des robots sans leur code (ids.ts) est celle du registre, dans le même ordre', () => {
    expect([...BOT_IDS]).toEqual(Object.keys(BOTS));
  });

  it('les Traits d’un robot connus sans son module sont ceux de son module', () => {
    for (const f of BOT_IDS) expect(botTraitIds(f)).toEqual([...BOTS[f]!.traits]);
    expect(botTraitIds('keepers')).toEqual([]);
  });

  it('les noms et factions des Traits de trait-ids.ts (vérification des réglages) sont ceux des cartes', () => {
    expect(Object.keys(TRAITS).sort()).toEqual([...TRAIT_IDS].sort());
    for (const t of TRAIT_IDS) {
      expect(TRAITS[t].name).toBe(TRAIT_NAMES[t]);
      expect(TRAITS[t].faction).toBe(TRAIT_BOT[t]);
    }
  });

  it('chaque robot chargé à la demande est le module du registre', async () => {
    const lazy = await freshLazy();
    const index = await import('../../../src/engine/root/bots/index');
    const loaded = await lazy.loadBots([...BOT_IDS]);
    for (const f of BOT_IDS) expect(loaded.rules[f]).toBe(index.BOTS[f]);
    for (const t of TRAIT_IDS) expect(loaded.traits[t]).toEqual(TRAITS[t]);
  });

  it('une situation de robot ne charge que les robots de sa position', async () => {
    expect(botSituations.length).toBeGreaterThanOrEqual(9);
    for (const s of botSituations) {
      const q = s.question as Extract<Situation['question'], { kind: 'bot' }>;
      const lazy = await freshLazy();
      const needed = lazy.botsNeeded(s.setup, q.bot);
      const inPosition = BOT_IDS.filter((f) => f === q.bot || s.setup.players[f as FactionId]?.bot === true);
      expect(needed).toEqual(inPosition);
      const loaded = await lazy.loadBots(needed);
      expect(Object.keys(loaded.rules).sort()).toEqual([...needed].sort());
    }
  });

  it('chaque tour joué avec les robots chargés à la demande est celui du registre complet', async () => {
    for (const s of botSituations) {
      const q = s.question as Extract<Situation['question'], { kind: 'bot' }>;
      for (const setup of [s.setup, allBots(s.setup)]) {
        for (const seed of [q.seed ?? 0, 1, 7]) {
          const lazy = await freshLazy();
          const loaded = await lazy.loadBots(lazy.botsNeeded(setup, q.bot));
          const options = botOptionsOf({ ...q, seed });
          const got = loaded.playBotTurn(setup, q.bot, options);
          expect(got).toEqual(playBotTurn(setup, q.bot, options));
        }
      }
    }
  }, 60_000);

  it('un autre robot de la position qui se défend (Hôpitaux) : son module est chargé, et le tour est celui du registre', async () => {
    const cases: [Setup, FactionId, BotOptions][] = [
      [S('automne/j=m.robot,c.robot.decret-1-0-0-0/1:m1,m-donjon;12:c4,m2;8:c1,c-perchoir'), 'eyrie', { orderCard: 'ambush_mouse', seed: 1, dice: [[3, 0]], otherBots: { marquise: { traits: ['hospitals'] } } }],
    ];
    for (const [setup, bot, options] of cases) {
      const eager = playBotTurn(setup, bot, options);
      expect(eager.steps.some((st) => /Hôpitaux/.test(st.text))).toBe(true);
      const lazy = await freshLazy();
      expect(lazy.botsNeeded(setup, bot)).toEqual(['marquise', 'eyrie']);
      const loaded = await lazy.loadBots(lazy.botsNeeded(setup, bot));
      expect(loaded.playBotTurn(setup, bot, options)).toEqual(eager);
    }
  });

  it('une faction sans robot ou inconnue : la même réponse en français, sans exception', async () => {
    const lazy = await freshLazy();
    const s = botSituations[0]!;
    for (const bot of ['keepers', 'hundreds', 'xyz'] as FactionId[]) {
      const loaded = await lazy.loadBots(lazy.botsNeeded(s.setup, bot));
      const got = loaded.playBotTurn(s.setup, bot);
      expect(got.ok).toBe(false);
      expect(got).toEqual(playBotTurn(s.setup, bot));
    }
    expect(lazy.botsNeeded(undefined, 'marquise')).toEqual(['marquise']);
  });

  it('un module qui ne se charge pas rejette la promesse, et un nouvel essai peut réussir', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('../../../src/engine/root/bots/marquise', async (original) => {
      if (fail) throw new Error('réseau coupé');
      return original();
    });
    const lazy = await import('../../../src/engine/root/bots/lazy');
    await expect(lazy.loadBots(['marquise'])).rejects.toThrow();
    fail = false;
    vi.resetModules();
    const again = await import('../../../src/engine/root/bots/lazy');
    const loaded = await again.loadBots(['marquise']);
    expect(loaded.rules.marquise?.faction).toBe('marquise');
    vi.doUnmock('../../../src/engine/root/bots/marquise');
  });
});
