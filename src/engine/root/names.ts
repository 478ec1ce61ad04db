/**
 * Where a French name comes from: one record for every name the site shows that is not a plain
 * rules term (cards in cards.ts and bots/deck.ts, Nomads in nomads.ts, Monuments in landmarks.ts).
 * docs/noms-des-cartes.md lists each name with its source and what stays English.
 */
export interface NameSource {
  /**
   * "confirmé": a French text of the Matagot edition writes it; "fans": only a public fan source
   * does (its repository and file in `fan`), shown with the mention « source de fans : … »;
   * "non confirmé": no French source, the English name is kept and says so
   */
  status: 'confirmé' | 'fans' | 'non confirmé';
  /** the source: a rule of the seed text, the fan file, or why it is unconfirmed */
  source: string;
  /** for a fan name: the public repository and the file that write it */
  fan?: FanFile;
}

/** A public fan file that writes French names (docs/noms-des-cartes.md). */
export interface FanFile {
  repo: string;
  path: string;
}

/**
 * The French locale of the fan application « Root automated setup » (Ewen Cameron; French by
 * Romain Storai and Steeve Fontaine), aligned on the Law of 2023: factions, Vagabond characters,
 * Nomads (both sides) and Monuments. Read at commit e47ac147 (March 2026).
 */
export const FAN_LOCALE: FanFile = { repo: 'EwenDC/root-automated-setup', path: 'src/locales/fr-FR.ts' };

/** A fan name's source: « source de fans : EwenDC/root-automated-setup (…) »; the file is kept in `fan` and in docs/noms-des-cartes.md. */
export function fanSource(detail: string, file: FanFile = FAN_LOCALE): NameSource {
  return { status: 'fans', source: `${fanMention(file)} (${detail})`, fan: file };
}

/**
 * The mention shown once beside a fan name: « source de fans : dépôt ». The reader sees the
 * repository, not a file path (the search index keeps no path: tests/e2e/recherche.spec.ts); the
 * file is in `FanFile.path` and docs/noms-des-cartes.md.
 */
export function fanMention(file: FanFile = FAN_LOCALE): string {
  return `source de fans\u00A0: ${file.repo}`;
}

/** A name as shown the first time on a page or in a list: the fan mention follows a fan name, the unconfirmed mark an English one. */
export function nameWithSource(name: string, src: NameSource): string {
  if (src.status === 'fans') return `${name} (${fanMention(src.fan)})`;
  if (src.status === 'non confirmé') return `${name} (nom anglais\u00A0; nom français non confirmé)`;
  return name;
}
