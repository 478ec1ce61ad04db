/**
 * The engine's English identifiers and the French terms readers see (the French print's own words:
 * Chancelier, Exilé, Citoyen, Gardien du Serment, Troupe, Provisions…). One glossary module, as the
 * house style asks; the terms come from La Loi d’Oath (2021 French print).
 */
import type { Region } from './map';
import type { Oath, PlayerId, Role, Vision } from './setup';
import type { BannerId } from './relics';

const PLAYER_NAMES: Record<PlayerId, string> = {
  chancellor: 'le Chancelier',
  player2: 'le joueur 2',
  player3: 'le joueur 3',
  player4: 'le joueur 4',
  player5: 'le joueur 5',
  player6: 'le joueur 6',
};

/** « le Chancelier », « le joueur 3 ». */
export function playerName(p: PlayerId): string {
  return PLAYER_NAMES[p];
}
/** « Le Chancelier », « Le joueur 3 » (sentence start). */
export function PlayerName(p: PlayerId): string {
  const n = PLAYER_NAMES[p];
  return n.charAt(0).toUpperCase() + n.slice(1);
}
/** « du Chancelier », « du joueur 3 ». */
export function ofPlayer(p: PlayerId): string {
  return PLAYER_NAMES[p].replace(/^le /, 'du ');
}
/** « au Chancelier », « au joueur 3 ». */
export function toPlayer(p: PlayerId): string {
  return PLAYER_NAMES[p].replace(/^le /, 'au ');
}

export const ROLE_NAMES: Record<Role, string> = { chancellor: 'Chancelier', exile: 'Exilé', citizen: 'Citoyen' };

/** Serment de Suprématie, de Popularité, de Protection, de Dévotion (1.13, 2.11). */
export const OATH_NAMES: Record<Oath, string> = {
  supremacy: 'Serment de Suprématie',
  people: 'Serment de Popularité',
  protection: 'Serment de Protection',
  devotion: 'Serment de Dévotion',
};

/** Vision de Conquête, de Rébellion, du Sanctuaire, de Foi (3.2, 3.4.3). */
export const VISION_NAMES: Record<Vision, string> = {
  conquest: 'Vision de Conquête',
  rebellion: 'Vision de Rébellion',
  sanctuary: 'Vision du Sanctuaire',
  faith: 'Vision de Foi',
};

export const TITLE_SIDE_NAMES = { oathkeeper: 'Gardien du Serment', usurper: 'Usurpateur' } as const;

/** A region with its article: « le Cradle », « les Provinces » (form 'le'), « du Cradle », « des Provinces » (form 'du'). */
export function regionName(r: Region, form: 'le' | 'du'): string {
  const plural = r === 'provinces';
  const name = r === 'cradle' ? 'Cradle' : r === 'provinces' ? 'Provinces' : 'Hinterland';
  return form === 'le' ? `${plural ? 'les' : 'le'} ${name}` : `${plural ? 'des' : 'du'} ${name}`;
}

/** A Bannière with its article (« la Faveur du Peuple », « le Sombre Secret »), and whether the name is feminine (« ciblée »). */
export const BANNER_THE: Record<BannerId, { the: string; feminine: boolean }> = {
  peoplesFavor: { the: 'la Faveur du Peuple', feminine: true },
  darkestSecret: { the: 'le Sombre Secret', feminine: false },
};
/** « La Faveur du Peuple », « Le Sombre Secret » (sentence start). */
export const BannerThe = (b: BannerId) => BANNER_THE[b].the.charAt(0).toUpperCase() + BANNER_THE[b].the.slice(1);
