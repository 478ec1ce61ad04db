/**
 * Scenario runner: evaluates a situation file of any game with its engine (through the registry
 * of src/engine/games.ts) and prints the answer as JSON.
 *
 *   npm run --silent scenario -- FICHIER.json
 *
 * The file holds a situation (docs/situations.md): { "v": 1, "game"?: "root", "setup": {…} or
 * "notation", "question": {…}, "rule"?: "4.2", "title"?: "…" }; without "game" it is Root's. Battle questions ({ "kind": "battle", … })
 * answer with exact probabilities written "n/d", so the output stays plain JSON. On bad input (unreadable file, invalid JSON,
 * illegal position, malformed question) it prints { "ok": false, "problems": [...] } in French and
 * exits with status 1.
 */
import { readFileSync } from 'node:fs';
import { evaluateSituation } from '../src/engine/games';
import { problem, type Problem } from '../src/engine/core/verdict';

function fail(problems: Problem[]): never {
  process.stdout.write(`${JSON.stringify({ ok: false, problems }, null, 2)}\n`);
  process.exit(1);
}

const file = process.argv.slice(2).find((a) => a !== '--');
if (!file) fail([problem('format', 'Indiquez un fichier de situation : npm run --silent scenario -- FICHIER.json')]);

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  fail([problem('format', `Fichier illisible : « ${file} ».`)]);
}

let input: unknown;
try {
  input = JSON.parse(text);
} catch (e) {
  fail([problem('format', `JSON invalide dans « ${file} » : ${e instanceof Error ? e.message : String(e)}.`)]);
}

const answer = evaluateSituation(input);
process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
if (!answer.ok) process.exit(1);
