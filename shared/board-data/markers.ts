/**
 * Markers a module draws as a counter's layers (a "Disrupted" or "Out of Supply" image over the
 * face), read from the names of the layers that are on, so a calculator opened from the map can
 * start with them set — the player confirms there. A name is split into words (separators, case
 * changes, digits, the file's extension dropped) and matched against each marker's words as a
 * whole word or a run of words, never a fragment: "DS_Disrupted.png" and "outOfSupply.gif" match,
 * "disruptor" or "supply-depot" do not.
 */

export interface SeenMarkers {
  disrupted: boolean;
  outOfSupply: boolean;
}

/** Each marker's words, as runs of lower-case words (one run matches when its words appear in a row). */
const MARKER_WORDS: Record<keyof SeenMarkers, readonly (readonly string[])[]> = {
  disrupted: [['disrupted'], ['disruption'], ['disrupt']],
  outOfSupply: [['out', 'of', 'supply'], ['oos'], ['unsupplied'], ['no', 'supply']],
};

/** The words of a layer's image name: "images/DS_OutOfSupply2.png" → ["ds", "out", "of", "supply"]. */
export function layerWords(name: string): string[] {
  const base = name.split('/').pop()!.replace(/\.[a-z0-9]{2,4}$/i, '');
  return base
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0);
}

const hasRun = (words: readonly string[], run: readonly string[]) => words.some((_, i) => run.every((w, j) => words[i + j] === w));

/** The markers among the names of a counter's layers that are on. */
export function markersOf(activeLayers: readonly string[]): SeenMarkers {
  const lists = activeLayers.map(layerWords);
  const seen = (m: keyof SeenMarkers) => lists.some((words) => MARKER_WORDS[m].some((run) => hasRun(words, run)));
  return { disrupted: seen('disrupted'), outOfSupply: seen('outOfSupply') };
}
