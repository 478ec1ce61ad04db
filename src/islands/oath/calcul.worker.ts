/**
 * The Oath explorers' Web Worker: answers one question (calcul.ts) off the page's thread and posts
 * the answer back (fractions of big integers cross as they are: structured clone keeps BigInt). A
 * new question terminates the worker of the old one (commun/calcul.svelte.ts).
 */
import { calcule, type Demande } from './calcul';

self.onmessage = (e: MessageEvent<Demande>) => {
  self.postMessage(calcule(e.data));
};
