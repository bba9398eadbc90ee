import type { Text } from '../../shared/companion/definition';
import { companionWords } from '../../main/companion/words';

/** A companion text in English, as the screen shows it (undefined stays undefined). */
export function wordsEn(text: Text): string;
export function wordsEn(text: Text | undefined | null): string | undefined;
export function wordsEn(text: Text | undefined | null): string | undefined {
  return text ? companionWords(text, 'en') : undefined;
}

/** A companion text in Italian, as the screen shows it (undefined stays undefined). */
export function wordsIt(text: Text): string;
export function wordsIt(text: Text | undefined | null): string | undefined;
export function wordsIt(text: Text | undefined | null): string | undefined {
  return text ? companionWords(text, 'it') : undefined;
}
