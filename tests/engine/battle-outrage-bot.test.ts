// Outrage (8.2.6) when a bot removes a human Alliance's Sympathy: the bot has no hand, so the
// Alliance draws instead (Rootbotics 2.8.1).
import { describe, expect, it } from 'vitest';
import { battle } from '../../src/engine/root/battle';
import { decodeSetup } from '../../src/engine/root/notation';

function setupOf(text: string) {
  const d = decodeSetup(text);
  if (!d.ok) throw new Error(JSON.stringify(d.problems));
  return d.setup;
}

const rulesOf = (r: ReturnType<typeof battle>) => r.outcomes.flatMap((o) => [...o.effects, ...o.steps].map((x) => x.rule));

describe('Indignation face à un robot', () => {
  it('un robot retire un jeton de Sympathie : l’Alliance pioche à la place (R2.8.1)', () => {
    const r = battle(setupOf('automne/j=m.robot,a/t=m.jour/5:m3,a-sympathie'), { clearing: 5, attacker: 'marquise', defender: 'alliance' });
    expect(r.ok).toBe(true);
    expect(rulesOf(r)).toContain('R2.8.1');
    expect(rulesOf(r)).not.toContain('8.2.6');
  });

  it('un humain retire le jeton : l’Indignation ordinaire s’applique (8.2.6)', () => {
    const r = battle(setupOf('automne/j=m,a/t=m.jour/5:m3,a-sympathie'), { clearing: 5, attacker: 'marquise', defender: 'alliance' });
    expect(rulesOf(r)).toContain('8.2.6');
    expect(rulesOf(r)).not.toContain('R2.8.1');
  });
});
