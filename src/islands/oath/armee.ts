/** How the Campagne and « dés contre dés » answers name the defending Armée. */
import { countText } from '~/engine/core/format';

/** « 3 Troupes », « 2 Bandits », « 3 Troupes et 1 Bandit » (the Bandit Crown's Armée, 7.6.5). */
export function defendersText(pools: { defendingWarbands: number; bandits: number }): string {
  const { defendingWarbands: w, bandits: b } = pools;
  if (w && b) return `${countText(w, 'Troupe')} et ${countText(b, 'Bandit')}`;
  return b ? countText(b, 'Bandit') : countText(w, 'Troupe');
}
