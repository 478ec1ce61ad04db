// Reading a rule number out of what a reader types in the search box.
// "4.3.2", "c.2.5", "8.4.2.ii.a", "robotique 5.5.1", "Loi de Root 4.2.1".

export interface RuleQuery {
  book?: 'loi' | 'robotique';
  n: string;
}

const BOOK_WORDS: Array<[RegExp, RuleQuery['book']]> = [
  [/\b(robotique|rootbotique|robots?|rootbotics)\b/i, 'robotique'],
  [/\b(loi|law)\b/i, 'loi'],
];

export function parseRuleQuery(input: string): RuleQuery | undefined {
  const text = input.normalize('NFKC').trim();
  const m = /(?:^|\s)((?:1[0-5]|[1-9]|[a-g])(?:\.[0-9a-z]{1,5})+)\.?$/i.exec(text);
  if (!m) return undefined;
  const parts = m[1].split('.');
  const out: string[] = [parts[0].toUpperCase()];
  let prev: 'num' | 'roman' | 'letter' = 'num';
  for (const p of parts.slice(1)) {
    if (/^\d{1,2}$/.test(p)) {
      out.push(String(Number(p)));
      prev = 'num';
    } else if (prev === 'num' && /^[ivx]{1,5}$/i.test(p)) {
      out.push(p.toUpperCase());
      prev = 'roman';
    } else if (prev === 'roman' && /^[a-z]$/i.test(p)) {
      out.push(p.toLowerCase());
      prev = 'letter';
    } else return undefined;
  }
  const rest = text.slice(0, m.index).trim();
  const book = BOOK_WORDS.find(([re]) => re.test(rest))?.[1];
  return { book, n: out.join('.') };
}
