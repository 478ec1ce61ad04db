// The files a content or engine test reads: every file below a folder whose name ends with one of
// the given endings, folder by folder in the order the disk lists them.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir: string, exts: string[], out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) filesUnder(p, exts, out);
    else if (exts.some((e) => p.endsWith(e))) out.push(p);
  }
  return out;
}
