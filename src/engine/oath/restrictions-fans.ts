/**
 * Restrictions (7.2.1) and locks (7.2.2) of the cards the TTS table of deck.ts does not cover, from
 * LeCodex/Oath, a fan implementation (src/oath/game/cards/denizens.ts, commit 3d9ad63, 2026-02-03).
 * Only its positive marks are kept: on the 21 campaign cards the TTS mod restricts, LeCodex marks 17
 * the same way and leaves 4 unmarked, and it marks none the TTS mod leaves free; so a card it leaves
 * unmarked stays « unknown » here, not « none ». Every answer that uses one of these says it comes
 * from a fan source (`restrictionSource: 'fans'` in deck.ts).
 */
export const FAN_RESTRICTIONS: Partial<Record<string, { restriction: 'site' | 'adviser'; locked?: true }>> = {
  'OATH-013': { restriction: 'site' }, // Tinker’s Fair
  'OATH-015': { restriction: 'adviser', locked: true }, // A Small Favor
  'OATH-017': { restriction: 'adviser' }, // Sleight of Hand
  'OATH-018': { restriction: 'site' }, // Key to the City
  'OATH-021': { restriction: 'adviser' }, // Naysayers
  'OATH-028': { restriction: 'adviser', locked: true }, // Faithful Friend
  'OATH-030': { restriction: 'site' }, // Great Herd
  'OATH-034': { restriction: 'site' }, // Wizard School
  'OATH-036': { restriction: 'adviser' }, // Acting Troupe
  'OATH-040': { restriction: 'adviser' }, // Animal Playmates
  'OATH-044': { restriction: 'adviser', locked: true }, // Long-Lost Heir
  'OATH-046': { restriction: 'site' }, // Roving Terror
  'OATH-047': { restriction: 'site' }, // Wayside Inn
  'OATH-050': { restriction: 'site' }, // Welcoming Party
  'OATH-053': { restriction: 'site' }, // Armed Mob
  'OATH-055': { restriction: 'adviser' }, // Secret Signal
  'OATH-058': { restriction: 'site' }, // Portal
  'OATH-069': { restriction: 'adviser' }, // Tutor
  'OATH-073': { restriction: 'adviser', locked: true }, // Initiation Rite
  'OATH-074': { restriction: 'adviser', locked: true }, // Vow of Silence
  'OATH-075': { restriction: 'site' }, // Forgotten Vault
  'OATH-076': { restriction: 'site' }, // Map Library
  'OATH-078': { restriction: 'adviser' }, // Master of Disguise
  'OATH-080': { restriction: 'adviser', locked: true }, // Assassin
  'OATH-085': { restriction: 'adviser', locked: true }, // False Prophet
  'OATH-086': { restriction: 'adviser', locked: true }, // Vow of Renewal
  'OATH-088': { restriction: 'adviser', locked: true }, // Royal Ambitions
  'OATH-089': { restriction: 'site', locked: true }, // Salt the Earth
  'OATH-092': { restriction: 'adviser', locked: true }, // Silver Tongue
  'OATH-093': { restriction: 'site' }, // Gambling Hall
  'OATH-094': { restriction: 'site', locked: true }, // Boiling Lake
  'OATH-096': { restriction: 'adviser' }, // Enchantress
  'OATH-097': { restriction: 'adviser', locked: true }, // Insomnia
  'OATH-099': { restriction: 'site' }, // Gossip
  'OATH-101': { restriction: 'adviser' }, // Chaos Cult
  'OATH-107': { restriction: 'adviser' }, // Palanquin
  'OATH-111': { restriction: 'adviser', locked: true }, // Tyrant
  'OATH-112': { restriction: 'site' }, // Forced Labor
  'OATH-113': { restriction: 'site' }, // Secret Police
  'OATH-118': { restriction: 'site' }, // Toll Roads
  'OATH-119': { restriction: 'site' }, // Curfew
  'OATH-121': { restriction: 'adviser', locked: true }, // Vow of Obedience
  'OATH-123': { restriction: 'adviser', locked: true }, // Council Seat
  'OATH-129': { restriction: 'site', locked: true }, // A Round of Ale
  'OATH-131': { restriction: 'adviser' }, // Charming Friend
  'OATH-133': { restriction: 'adviser', locked: true }, // Family Heirloom
  'OATH-140': { restriction: 'adviser' }, // Book Binders
  'OATH-141': { restriction: 'site' }, // Ballot Box
  'OATH-142': { restriction: 'adviser' }, // Saddle Makers
  'OATH-143': { restriction: 'adviser' }, // Herald
  'OATH-144': { restriction: 'site' }, // Rowdy Pub
  'OATH-148': { restriction: 'adviser', locked: true }, // Marriage
  'OATH-152': { restriction: 'adviser', locked: true }, // Vow of Kinship
  'OATH-159': { restriction: 'site' }, // Resettle
  'OATH-160': { restriction: 'site' }, // Oracle
  'OATH-161': { restriction: 'adviser' }, // Pilgrimage
  'OATH-165': { restriction: 'adviser' }, // Ancient Bloodline
  'OATH-166': { restriction: 'adviser', locked: true }, // Ancient Pact
  'OATH-168': { restriction: 'adviser' }, // Family Wagon
  'OATH-169': { restriction: 'site' }, // Way Station
  'OATH-170': { restriction: 'adviser' }, // Twin Brother
  'OATH-171': { restriction: 'adviser' }, // Hospitality
  'OATH-174': { restriction: 'site', locked: true }, // Sacred Ground
  'OATH-176': { restriction: 'adviser' }, // Birdsong
  'OATH-177': { restriction: 'adviser' }, // Small Friends
  'OATH-178': { restriction: 'site' }, // Grasping Vines
  'OATH-182': { restriction: 'adviser' }, // Pied Piper
  'OATH-183': { restriction: 'site' }, // Mushrooms
  'OATH-193': { restriction: 'adviser', locked: true }, // Vow of Poverty
  'OATH-194': { restriction: 'site', locked: true }, // Forest Council
  'OATH-196': { restriction: 'adviser', locked: true }, // Vow of Beastkin
  'OATH-042': { restriction: 'site' }, // The Old Oak
  'OATH-202': { restriction: 'site', locked: true }, // Hall of Mockery
  'OATH-203': { restriction: 'site', locked: true }, // Forest Temple
  'OATH-204': { restriction: 'site', locked: true }, // Ruined Temple
  'OATH-205': { restriction: 'site', locked: true }, // Festival District
  'OATH-206': { restriction: 'site', locked: true }, // Squalid District
  'OATH-207': { restriction: 'site', locked: true }, // Great Spire
  'OATH-208': { restriction: 'site', locked: true }, // Fallen Spire
  'OATH-209': { restriction: 'site', locked: true }, // Ancient Forge
  'OATH-210': { restriction: 'site', locked: true }, // Broken Forge
};
