/**
 * The six Monuments (Landmarks, Appendix F and the Landmarks pack, B.8) by name. On the board a
 * Monument is only a mark (`monument` in setup.ts): it belongs to nobody (F.1.2) and cannot be
 * removed (F.1.1); its own card's effect is not modelled. The names follow names.ts: the Law
 * (Matagot) names four of them in passing; the other two come from the fan French locale
 * (FAN_LOCALE), marked « fans ». English names: the same application's English locale.
 */
import { fanSource, type NameSource } from './names';

export interface Landmark {
  id: 'lost_city' | 'ferry' | 'legendary_forge' | 'black_market' | 'tower' | 'elder_treetop';
  /** English name (Leder Games), to match the English FAQ */
  nameEn: string;
  /** French name, never a guessed translation */
  name: string;
  nameSource: NameSource;
  /** « la Ville perdue », « le Radeau »: the name with its article */
  the: string;
}

const SEED = 'La Loi de Root, édition Matagot (texte source 000)';

export const LANDMARKS: readonly Landmark[] = [
  { id: 'lost_city', nameEn: 'Lost City', name: 'Ville perdue', nameSource: { status: 'confirmé', source: `${SEED}, 10.2.1 (« le Monument Ville perdue »)` }, the: 'la Ville perdue' },
  { id: 'ferry', nameEn: 'Ferry', name: 'Radeau', nameSource: { status: 'confirmé', source: `${SEED}, C.2.1 et C.2.5` }, the: 'le Radeau' },
  { id: 'legendary_forge', nameEn: 'Legendary Forge', name: 'Forge légendaire', nameSource: { status: 'confirmé', source: `${SEED}, 7.2.3 et 14.2.3` }, the: 'la Forge légendaire' },
  { id: 'black_market', nameEn: 'Black Market', name: 'Marché noir', nameSource: fanSource('landmark.market'), the: 'le Marché noir' },
  { id: 'tower', nameEn: 'Tower', name: 'Tour', nameSource: { status: 'confirmé', source: `${SEED}, C.3.1 et C.3.4` }, the: 'la Tour' },
  { id: 'elder_treetop', nameEn: 'Elder Treetop', name: 'Cime du vieil arbre', nameSource: fanSource('landmark.treetop'), the: 'la Cime du vieil arbre' },
];
