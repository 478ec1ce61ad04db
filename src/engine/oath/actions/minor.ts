/**
 * The Minor Actions of chapter 6, free of Supply: a face-down adviser played or discarded (6.1, as
 * after Rechercher: placement.ts), an Action power (6.2, 7.1.1 access), looking at a Relic (6.3) or
 * in the Imperial Reliquary (6.4), moving Troupes (6.5).
 */
import { countText } from '../../core/format';
import { reason, type Reason } from '../../core/verdict';
import { cardInfo } from '../deck';
import { rules } from '../control';
import { ofPlayer, playerName } from '../names';
import { GRAND_SCEPTER } from '../relics';
import { advisersOf, colourOf, isImperial, playersOf, relicCountAt, relicsOf, roleOf, slotOf, warbandsOn, type PlayerId, type Setup } from '../setup';
import { cap, rangeText, cardName, cardsNote, cardsWithPower, pawnOrRefusal, refusal, siteName } from './common';
import { placements } from './placement';
import { siteInfo } from '../sites';
import type { ActionBody, ActionChoice, ActionModule, ActionParams, ActionRefusal } from './types';

function adviser(s: Setup, p: PlayerId, params: ActionParams): ActionBody {
  const st = pawnOrRefusal(s, p, 'Jouer un Conseiller face cachée', '6.1');
  if ('body' in st) return st.body;
  const down = advisersOf(s, p).filter((a) => a.faceDown);
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [...cardsNote(s)];
  if (!down.length) return { choices, refusals: [refusal('Jouer ou défausser un Conseiller face cachée', '6.1', `${cap(playerName(p))} n’a aucun Conseiller face cachée.`)], notes };
  const chosen = params.card ? down.filter((a) => a.card === params.card) : down;
  if (params.card && !chosen.length) refusals.push(refusal(`Jouer ${cardName(params.card)}`, '6.1', `${cardName(params.card)} n’est pas un Conseiller face cachée ${ofPlayer(p)}.`));
  for (const a of chosen) {
    const pl = placements(s, p, st.slot, a.card, true);
    choices.push(...pl.choices);
    refusals.push(...pl.refusals);
    notes.push(...pl.notes);
  }
  return { choices, refusals, notes };
}

function power(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Utiliser un pouvoir de carte', '6.2');
  if ('body' in st) return st.body;
  const ruled = s.sites.map((_, i) => i + 1).filter((k) => rules(s, p, k));
  const cards = cardsWithPower(s, p, 'action', ruled);
  const choices: ActionChoice[] = cards.map((m) => ({
    label: `Utiliser le pouvoir Action de ${cardName(m.card)} (${m.where})`,
    cost: cardInfo(m.card).costed ? 'le coût imprimé sur la carte (non saisi ici)' : 'aucun',
    rule: '7.3.2',
    reasons: [
      reason('7.1.1', m.mask ? 'Grand Masque : une carte d’un site Impérial, autre qu’un Plan de Bataille, pendant votre tour d’Exilé.' : m.where === 'Conseiller' || m.where === 'Relique détenue' ? 'Une carte que vous détenez.' : 'Une carte de votre site ou d’un site que vous contrôlez.'),
      ...(cardInfo(m.card).costed ? [reason('7.1.2', 'Le coût figure sur la tresse ; une carte qui porte déjà une faveur ou un secret n’en accepte pas d’autres.')] : []),
    ],
  }));
  // the sites' own Action powers (the Tribunal), face up, at the pawn's site or a site ruled (7.1.1)
  for (let slot = 1; slot <= s.sites.length; slot++) {
    const x = slotOf(s, slot)!;
    const info = siteInfo(x.site);
    if (x.faceDown || info.category !== 'action' || (slot !== st.slot && !ruled.includes(slot))) continue;
    choices.push({ label: `Utiliser le pouvoir Action de ${siteName(s, slot)}`, cost: 'aucun', rule: '7.3.2', reasons: [reason('7.1.1', slot === st.slot ? 'Le site de votre pion.' : 'Un site que vous contrôlez.'), reason('7.3.2', info.power)] });
  }
  const refusals = choices.length ? [] : [refusal('Utiliser un pouvoir de carte', '7.1.1', 'Aucune carte à votre portée (Conseiller face visible, Relique détenue, carte ou site de votre site ou d’un site contrôlé) n’a de pouvoir Action.')];
  return { choices, refusals, notes: [...cardsNote(s)] };
}

function peekRelic(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Regarder une Relique', '6.3');
  if ('body' in st) return st.body;
  const n = relicCountAt(slotOf(s, st.slot));
  if (!n) return { choices: [], refusals: [refusal('Regarder une Relique', '6.3', `Aucune Relique face cachée sur ${siteName(s, st.slot)}.`)], notes: [] };
  return { choices: [{ label: n > 1 ? `Regarder une des ${countText(n, 'Relique face cachée', 'Reliques face cachée')} de ${siteName(s, st.slot)}` : `Regarder la Relique face cachée de ${siteName(s, st.slot)}`, cost: 'aucun', rule: '6.3' }], refusals: [], notes: [] };
}

function peekReliquary(s: Setup, p: PlayerId): ActionBody {
  if (!relicsOf(s, p).includes(GRAND_SCEPTER)) return { choices: [], refusals: [refusal('Regarder dans le Reliquaire Impérial', '6.4', `${cap(playerName(p))} ne détient pas le Grand Sceptre.`)], notes: [] };
  const given = s.reliquary?.relics;
  if (given && !given.length) return { choices: [], refusals: [refusal('Regarder dans le Reliquaire Impérial', '6.4', 'Le Reliquaire Impérial est vide.')], notes: [] };
  const choices: ActionChoice[] = given ? given.map((r) => ({ label: `Regarder ${cardName(r)}`, cost: 'aucun', rule: '6.4' })) : [{ label: 'Regarder une Relique du Reliquaire Impérial', cost: 'aucun', rule: '6.4' }];
  return { choices, refusals: [], notes: given ? [] : [reason('2.3', 'La position ne dit pas quelles Reliques restent dans le Reliquaire.')] };
}

function warbands(s: Setup, p: PlayerId): ActionBody {
  const st = pawnOrRefusal(s, p, 'Déplacer des Troupes', '6.5');
  if ('body' in st) return st.body;
  const slot = st.slot;
  const here = siteName(s, slot);
  const colour = colourOf(s, p);
  const onSite = slotOf(s, slot)?.warbands?.[colour] ?? 0;
  const board = warbandsOn(s, p);
  const choices: ActionChoice[] = [];
  const refusals: ActionRefusal[] = [];
  const notes: Reason[] = [];
  const citizen = roleOf(s, p) === 'citizen';
  const one = colour === 'chancellor' ? 'Troupe violette' : 'Troupe';
  const many = colour === 'chancellor' ? 'Troupes violettes' : 'Troupes';
  const word = (n: number) => countText(n, one, many);
  if (onSite > 1) choices.push({ label: `Ramener sur votre plateau ${rangeText(1, onSite - 1, one, many)} de ${here}`, cost: 'aucun', rule: '6.5', reasons: [reason('6.5', `${word(onSite)} sur le site ; la dernière y reste.`), ...(citizen ? [reason('6.5', 'Un Citoyen doit avoir l’accord du Chancelier.')] : [])] });
  else refusals.push(refusal('Ramener des Troupes sur votre plateau', '6.5', onSite ? `Une seule Troupe sur ${here} : on ne retire pas la dernière.` : `Aucune de vos Troupes sur ${here}.`));
  if (!rules(s, p, slot)) refusals.push(refusal('Poser des Troupes de votre plateau sur votre site', '6.5', `${cap(playerName(p))} ne contrôle pas ${here}.`));
  else if (!board) refusals.push(refusal('Poser des Troupes de votre plateau sur votre site', '6.5', 'Aucune Troupe sur votre plateau.'));
  else choices.push({ label: `Poser sur ${here} ${rangeText(1, board, one, many)} de votre plateau`, cost: 'aucun', rule: '6.5', reasons: [reason('6.5', `${cap(playerName(p))} contrôle ${here}.`)] });
  if (isImperial(s, p))
    for (const q of playersOf(s))
      if (q !== p && isImperial(s, q) && s.players[q]?.pawn === slot)
        choices.push({ label: `Échanger des Troupes violettes entre votre plateau et celui ${ofPlayer(q)}`, cost: 'aucun', rule: '6.5', reasons: [reason('6.5', 'Deux joueurs Impériaux sur le même site, avec l’accord des deux.')] });
  return { choices, refusals, notes };
}

export const ADVISER: ActionModule = { id: 'adviser', legal: adviser };
export const POWER: ActionModule = { id: 'power', legal: (s, p) => power(s, p) };
export const PEEK_RELIC: ActionModule = { id: 'peekRelic', legal: (s, p) => peekRelic(s, p) };
export const PEEK_RELIQUARY: ActionModule = { id: 'peekReliquary', legal: (s, p) => peekReliquary(s, p) };
export const WARBANDS: ActionModule = { id: 'warbands', legal: (s, p) => warbands(s, p) };
