/**
 * What a bot's actions ask of the other players: the « prompts » of a step. Each reacting faction
 * is one module here, registered in `REACTIONS`; the core (core.ts) asks every module and does
 * not name factions.
 *
 * - Alliance (human): Outrage (8.2.6) when a bot moves warriors into a sympathetic clearing or
 *   removes a Sympathy token. The bot has no hand (R2.8.1): « if a human would take a card from a
 *   bot, that human draws a card instead », so the Alliance draws a card and adds it to its
 *   supporters (example R5). An Alliance played by a bot reacts only to humans (R6.2.3).
 * - Alliance: removing a base outside a battle (a Trait such as Relentless) triggers 8.2.4 or
 *   Repression R6.2.4, shown as a prompt.
 */
import type { RemovedPiece } from '../types';
import { reason, type Reason } from '../reasons';
import type { BotReaction, Turn } from './core';

function allianceInGame(t: Turn): 'human' | 'bot' | null {
  const p = t.setup.players.alliance;
  if (!p) return null;
  return p.bot ? 'bot' : 'human';
}

function outrage(t: Turn, c: number, why: string): Reason[] {
  const who = allianceInGame(t);
  if (who !== 'human') return [];
  return [
    reason(
      '8.2.6',
      `Indignation (${why}, clairière ${c}) : ${t.the(t.bot)} est un robot sans main (R2.8.1), donc l’Alliance pioche 1 carte et l’ajoute à ses partisans (8.2.6).`,
    ),
  ];
}

export const allianceReaction: BotReaction = {
  id: 'alliance',
  moveIn(t, to) {
    if (t.bot === 'alliance' || t.tokensOf(to, 'alliance', 'sympathy') === 0) return [];
    return outrage(t, to, 'guerriers déplacés dans une clairière sympathisante');
  },
  removed(t, c, removed: RemovedPiece[]) {
    const out: Reason[] = [];
    for (const p of removed) {
      if (p.owner !== 'alliance') continue;
      if (p.kind === 'sympathy') out.push(...outrage(t, c, 'jeton de Sympathie retiré'));
      if (p.kind.startsWith('base_') && p.stage === 'effect') {
        out.push(
          allianceInGame(t) === 'bot'
            ? reason('R6.2.4', `Répression : la base retirée, retirez tous les jetons de Sympathie des clairières de sa couleur (R6.2.4).`)
            : reason('8.2.4', `Base retirée : l’Alliance défausse ses partisans de cette couleur et la moitié de ses officiers (8.2.4).`),
        );
      }
    }
    return out;
  },
};

export const REACTIONS: readonly BotReaction[] = [allianceReaction];
