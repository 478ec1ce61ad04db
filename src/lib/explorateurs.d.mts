export interface Explorateur {
  id: string;
  jeu: 'root' | 'oath' | 'tiny-epic-tactics';
  moteur: 'root' | 'oath' | 'tet';
  slug: string;
  titre: string;
  resume: string;
  regles: { n: string; livre: 'loi' | 'robotique' | 'oath' | 'tet' }[];
  questions: string[];
}
export declare const EXPLORATEURS: Explorateur[];
export declare const SANS_EXPLORATEUR: Record<'root' | 'oath' | 'tet', Record<string, string>>;
export declare function explorateursDe(jeu: string): Explorateur[];
export declare function explorersGroup(jeu: string): { label: string; items: { slug: string }[] };
export type Ilot = 'plateau' | 'campagne' | 'des' | 'titre' | 'voyage' | 'grille';
export declare const ILOTS: Record<'root' | 'oath' | 'tet', Record<string, Ilot>>;
