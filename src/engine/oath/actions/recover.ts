/**
 * Récupérer (5.4): for 1 Supply, a face-down Relic at your site (its cost printed on the site, 2.8.4,
 * sites.ts) or either Bannière wherever it is (its cost: more tokens than it carries, 5.4.2), the
 * Darkest Secret only under 5.4.1's condition (as the French print reads it: see the note on the
 * rule page). What happens to the tokens (5.4.4) is said with each choice. The Recover modifiers of
 * the cards in reach are applied through modifiers.ts (7.4).
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo } from '../deck';
import { ofPlayer, playerName, toPlayer } from '../names';
import { advisersOf, bannerOf, cardsAt, relicCountAt, slotOf, type PlayerId, type Setup } from '../setup';
import { siteInfo, type RecoverCost } from '../sites';
import { adviserSuits, cap, rangeText, cardName, cardsNote, pawnOrRefusal, refusal, siteName, supplyNote, supplyShort } from './common';
import { applyModifiers, type Draft, type Variation } from './modifiers';
import type { ActionBody, ActionModule, ActionRefusal } from './types';

function relicCost(c: RecoverCost): { text: string; favor: number; secrets: number } {
  if (c.kind === 'placeFavorInBank') return { text: `${countText(c.amount, 'faveur')} placées dans la banque ${c.bank}`, favor: c.amount, secrets: 0 };
  if (c.kind === 'burnFavor') return { text: `${countText(c.amount, 'faveur')} brûlée${c.amount > 1 ? 's' : ''}`, favor: c.amount, secrets: 0 };
  return { text: `${countText(c.amount, 'secret')} brûlé${c.amount > 1 ? 's' : ''}`, favor: 0, secrets: c.amount };
}

function legal(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Récupérer', '5.4');
  if ('body' in st) return st.body;
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [...supplyNote(s, p), ...cardsNote(s)];
  const short = supplyShort(s, p, 1);
  if (short) return { choices: [], refusals: [refusal('Récupérer', '5.4.1', short)], notes };
  const favor = s.players[p]?.favor ?? 0;
  const secrets = s.players[p]?.secrets ?? 0;
  const here = slotOf(s, st.slot)!;
  const info = siteInfo(here.site);
  const relics = relicCountAt(here);
  const known = here.relicIds ?? [];
  const drafts: Draft[] = [];
  if (!relics) refusals.push(refusal('Récupérer une Relique', '5.4.1', `Aucune Relique face cachée sur ${siteName(s, st.slot)}.`));
  else if (!info.recover) refusals.push(refusal('Récupérer une Relique', '2.8.4', `${info.name} n’indique pas de coût pour Récupérer : nos sources ne le donnent pas.`));
  else {
    const c = relicCost(info.recover);
    const label = known.length === relics ? `Récupérer ${known.length > 1 ? 'une Relique de ' : ''}${known.map(cardName).join(' ou ')}, sur ${siteName(s, st.slot)}` : relics > 1 ? `Récupérer une des ${countText(relics, 'Relique face cachée', 'Reliques face cachée')} de ${siteName(s, st.slot)}` : `Récupérer la Relique face cachée de ${siteName(s, st.slot)}`;
    const srcNote = reason('2.8.4', `Coût imprimé sur le site ${info.name} (source : LeCodex/Oath, mise en œuvre d’amateurs, seule source).`);
    if (favor < c.favor) refusals.push(refusal(label, '5.4.2', `Il faut ${c.text} et ${playerName(p)} n’a que ${countText(favor, 'faveur')}.`));
    else if (secrets < c.secrets) refusals.push(refusal(label, '5.4.2', `Il faut ${c.text} et ${playerName(p)} n’a que ${countText(secrets, 'secret')}.`));
    else drafts.push({ label, supply: 1, extra: [], raw: c.text, rule: '5.4.2', reasons: [srcNote, reason('5.4.3', 'La Relique se pose près du plateau.')], take: 'relic' });
  }
  // the People's Favor
  const pf = bannerOf(s, 'peoplesFavor');
  const need = pf.tokens + 1;
  if (favor < need) refusals.push(refusal('Récupérer la Faveur du Peuple', '5.4.2', `Il faut plus de faveurs qu’elle n’en porte (${pf.tokens}), soit ${countText(need, 'faveur')} au moins ; ${playerName(p)} en a ${favor}.`));
  else
    drafts.push({
      label: 'Récupérer la Faveur du Peuple',
      supply: 1,
      extra: [],
      raw: rangeText(need, favor, 'faveur'),
      rule: '5.4.2',
      reasons: [reason('5.4.4', `Les faveurs payées vont sur la Bannière${pf.mob ? ', retournée sur sa face sans Foule' : ''} ; ${countText(pf.tokens, 'faveur')} qu’elle portait ${pf.tokens > 1 ? 'retournent' : 'retourne'} aux banques, une à une.`)],
      take: 'peoplesFavor',
    });
  drafts.push(darkestSecret(s, p, secrets, notes));
  const out = applyModifiers(s, p, 'recover', drafts, '5.4.2', '5.4.1');
  return { choices: out.choices, refusals: [...refusals, ...out.refusals], notes: [...notes, ...out.notes] };
}

/** The Darkest Secret as a draft (refused when 5.4.1 or 5.4.2 forbids it); `bonus` secrets gained and added to the payment (Magician's Code). */
function darkestSecret(s: Setup, p: PlayerId, secrets: number, notes: Reason[], bonus = 0): Draft {
  const ds = bannerOf(s, 'darkestSecret');
  const label = 'Récupérer le Sombre Secret';
  const need = ds.tokens + 1;
  const low = Math.max(0, need - bonus);
  const vary = (v: Variation) => (v.bonusSecrets ? darkestSecret(s, p, secrets, [], v.bonusSecrets) : null);
  const draft = (rule: string, reasons: Reason[]): Draft => ({ label, supply: 1, extra: [], raw: low === 0 && secrets === 0 ? '' : rangeText(low, secrets, 'secret'), rule, reasons: bonus ? [...reasons, reason('5.4.2', `Avec les ${countText(bonus, 'secret')} gagnés, il faut encore ${countText(low, 'secret')} au moins.`)] : reasons, take: 'darkestSecret', vary });
  const refused = (rule: string, text: string): Draft => ({ ...draft(rule, []), refused: { rule, text } });
  if (secrets + bonus < need) return refused('5.4.2', `Il faut plus de secrets qu’il n’en porte (${ds.tokens}), soit ${countText(need, 'secret')} au moins ; ${playerName(p)} en a ${secrets}.`);
  const h = ds.holder;
  if (h === p) return draft('5.4.1', [reason('5.4.1', `${cap(playerName(p))} le Récupère à lui-même.`), reason('5.4.4', `Il prend les ${countText(ds.tokens, 'secret')} qu’il portait.`)]);
  if (h === null) {
    notes.push(reason('5.4.1', 'Personne ne détient le Sombre Secret : la condition de 5.4.1 vise son détenteur, elle ne s’applique pas ici (lecture de Clairière, non confirmée).'));
    return draft('5.4.1', [reason('5.4.4', 'Les secrets payés vont sur la Bannière.')]);
  }
  const pawn = s.players[h]?.pawn;
  const site = pawn !== undefined ? slotOf(s, pawn) : undefined;
  if (!site) return refused('5.4.1', `La position ne dit pas où est le pion ${ofPlayer(h)}, qui le détient.`);
  if (!site.cards) {
    notes.push(reason('5.4.1', `Les cartes de ${siteName(s, pawn!)}, où est le pion ${ofPlayer(h)}, ne sont pas données : la condition de 5.4.1 n’est pas vérifiée.`));
    return draft('5.4.1', []);
  }
  const theirs = new Set(adviserSuits(s, h));
  const suited = cardsAt(site).filter((c) => cardInfo(c.card).suit);
  const odd = suited.filter((c) => !theirs.has(cardInfo(c.card).suit!));
  const after = reason('5.4.4', ds.tokens > 1 ? `Les secrets payés vont sur la Bannière ; ${playerName(p)} prend un des ${countText(ds.tokens, 'secret')} qu’elle portait et donne les autres ${toPlayer(h)}.` : `Les secrets payés vont sur la Bannière ; ${playerName(p)} prend le secret qu’elle portait.`);
  if (odd.length) return draft('5.4.1', [reason('5.4.1', `Sur ${siteName(s, pawn!)}, ${cardName(odd[0]!.card)} (${cardInfo(odd[0]!.card).suit}) ne correspond à aucun Conseiller ${ofPlayer(h)}.`), after]);
  if (!suited.length) return refused('5.4.1', `${cap(siteName(s, pawn!))}, où est le pion ${ofPlayer(h)}, n’a aucune carte qui ait un Clan.`);
  return refused('5.4.1', `Chaque carte de ${siteName(s, pawn!)} correspond à un Conseiller ${ofPlayer(h)} (${advisersOf(s, h).filter((a) => !a.faceDown).length} face visible).`);
}

export const RECOVER: ActionModule = { id: 'recover', legal: (s, p) => legal(s, p) };
