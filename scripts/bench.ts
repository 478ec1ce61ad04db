// npm run bench — how fast the engine answers, and how much script the
// islands ship. Prints a table; with `-- --ecrire` also records the figures in
// docs/performances.json (committed, to compare changes over time).
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { decodeSituation, encodeSituation, evaluateSituation } from '../src/engine/root/situation';
import { controlAll } from '../src/engine/root/control';
import { legalMoves } from '../src/engine/root/movement';
import { validate } from '../src/engine/root/validate';
import { FACTIONS } from '../src/engine/root/factions';

const BUSY =
  'controle/automne/j=m,c,a,v,l,r,d,k,s,g/t=m.jour/1:m4,m-scierie,m-donjon;2:c6,c-perchoir,c-perchoir;3:l3,l-jardin_lapin;4:d2,d-tunnel;5:m2,c2,a1;6:a1,a-sympathie;7:k1,k-piege!;8:r2,r-comptoir_renard;9:m1,a1,s3,s-bastion;10:m1,m-atelier,g2;11:s1,k1;12:g2,v-pion';

function median(fn: () => unknown, runs = 2000): number {
  for (let i = 0; i < 50; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const decoded = decodeSituation(BUSY);
if (!decoded.ok) throw new Error(JSON.stringify(decoded.problems));
const { situation } = decoded;
const setup = situation.setup;
const text = encodeSituation(situation);

const rows: Array<[string, number, string]> = [
  ['contrôle des 12 clairières', median(() => controlAll(setup)), 'ms'],
  ['déplacements : 10 factions × 12 clairières', median(() => {
    for (const f of FACTIONS) for (let c = 1; c <= 12; c++) legalMoves(setup, f, c);
  }, 200), 'ms'],
  ['validation d’une position chargée', median(() => validate(setup)), 'ms'],
  ['lecture d’un lien de situation', median(() => decodeSituation(text)), 'ms'],
  ['évaluation d’une situation complète', median(() => evaluateSituation(situation)), 'ms'],
];

const sizes: Array<[string, number, string]> = [];
const assets = join('dist', '_astro');
if (existsSync(assets)) {
  const gz = (prefix: string) =>
    readdirSync(assets)
      .filter((f) => f.startsWith(prefix) && f.endsWith('.js'))
      .reduce((n, f) => n + gzipSync(readFileSync(join(assets, f))).length, 0);
  sizes.push(['îlot Plateau (JS gzip)', gz('Plateau.'), 'o']);
  sizes.push(['exécutif Svelte partagé (JS gzip)', gz('client.'), 'o']);
  sizes.push(['script des pages de règles (JS gzip)', gz('page.') + gz('Head.'), 'o']);
} else {
  console.log('(dist/ absent : lancez npm run build pour mesurer la taille des îlots)');
}

const fmt = (v: number, unit: string) => (unit === 'ms' ? `${v.toFixed(3)} ms` : `${(v / 1024).toFixed(1)} kio`);
for (const [name, v, unit] of [...rows, ...sizes]) console.log(`${name.padEnd(48)} ${fmt(v, unit)}`);

if (process.argv.includes('--ecrire')) {
  const record = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    mediane: Object.fromEntries(rows.map(([k, v]) => [k, Number(v.toFixed(4))])),
    tailles_octets_gzip: Object.fromEntries(sizes.map(([k, v]) => [k, v])),
  };
  writeFileSync('docs/performances.json', JSON.stringify(record, null, 2) + '\n');
  console.log('→ docs/performances.json');
}
