import { standardStart } from './src/engine/root/start.ts';
import { validate } from './src/engine/root/validate.ts';
const all = ['marquise','eyrie','alliance','vagabond','vagabond2','lizards','riverfolk','duchy','corvids','hundreds','keepers'] as const;
for (const m of ['automne','hiver','lac','montagne'] as const) {
  const r = standardStart(m, { factions: ['marquise','riverfolk','corvids','keepers','vagabond','vagabond2','alliance','duchy'] });
  console.log(m, r.ok, validate(r.setup).ok, r.order.join(','), JSON.stringify(r.corners));
  for (const c of r.choices) console.log('  ', c.rule, c.text);
  for (const p of r.problems) console.log('  !!', p.rule, p.text);
}
const r2 = standardStart('automne', { factions: ['eyrie','lizards','hundreds','keepers'], bots:['eyrie','lizards'] });
console.log(r2.ok, r2.corners, r2.problems);
const r3 = standardStart('automne', { factions: ['marquise','eyrie','lizards','hundreds','keepers'], bots:['marquise','vagabond','riverfolk','corvids'] });
console.log(r3.ok, r3.corners, r3.problems);
const r4 = standardStart('lac', { factions: all as any, bots:['marquise','vagabond','riverfolk','corvids'] });
console.log(r4.ok, r4.corners, r4.problems.map(p=>p.text));
