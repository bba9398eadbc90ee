import type { Name } from '../../../../shared/board-data/chart';
import type { TranslationKey } from '../i18n-keys';
import { t } from '../i18n.svelte';

/** A chart's name in the reader's language: a key of the game's namespace, or a player's own words. */
export function nameText(name: Name): string {
  return 'text' in name ? name.text : t(name.key as TranslationKey);
}
