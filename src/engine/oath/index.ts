/**
 * The Oath engine (La Loi d’Oath): positions, Campagnes with exact odds, the Oathkeeper title and
 * the end of the game, Voyage and Supply, situations. Pure functions over plain data; imports only
 * `engine/core`. Subpath modules can be imported directly so an island loads only what it uses.
 */
export * from './setup';
export { validate } from './validate';
export { encodeSetup, decodeSetup } from './notation';
export { controlAll, rulerOf, sitesRuled } from './control';
export { campaign, bestPool, resolveRoll, bareOdds } from './campaign';
export type { CampaignAnswer, CampaignResult, CampaignOutcome, CampaignRoll, RollResolution, BestPool } from './campaign';
export type { CampaignParams, Target, PlanUse, PowerUse, SacrificePolicy, PoolReading } from './pools';
export { titleVerdict, wake, successorMet, warExhaustion, endOdds, endDieChance } from './title';
export { travelCost, travelTable, searchCost, supplyRefresh, bankOf } from './travel';
export { evaluateSituation, toJSONSafe, type OathAnswer } from './evaluate';
export { readSituation, encodeSituation, decodeSituation, type Situation, type Question } from './situation';
export { OATH_GAME } from './game';
export { BY_POSITION, CAMPAIGN_CARDS } from './cards';
export { SITES } from './sites';
export { RELICS } from './relics';
