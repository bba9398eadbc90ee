import { describe, expect, it } from 'vitest';
import { layerWords, markersOf } from '../../shared/board-data/markers';
import { seenUnit } from '../../renderer/src/lib/board-data/seen-unit';

describe("markers read from a counter's layers (issue 16)", () => {
  it('splits an image name into words', () => {
    expect(layerWords('images/DS_OutOfSupply2.png')).toEqual(['ds', 'out', 'of', 'supply']);
    expect(layerWords('OOSMarker.gif')).toEqual(['oos', 'marker']);
    expect(layerWords('step-loss 1.png')).toEqual(['step', 'loss']);
  });
  it('a unit on the map reads only the layers that are on', () => {
    const layers = ['step1.png', 'DS_Disrupted.png', 'oos.png'];
    expect(seenUnit({ id: 'u', hex: '0101', layers: 1 }, layers)).toEqual({ piece: 'u', cell: '0101', flipped: false, disrupted: false, outOfSupply: false });
    expect(seenUnit({ id: 'u', hex: '0101', flipped: true, layers: 2 }, layers)).toMatchObject({ flipped: true, disrupted: true, outOfSupply: false });
    expect(seenUnit({ id: 'u', hex: '0101', layers: 3 }, layers)).toMatchObject({ disrupted: true, outOfSupply: true });
    expect(seenUnit({ id: 'u', hex: '0101' }, layers)).toMatchObject({ disrupted: false, outOfSupply: false });
  });
  it('finds Disrupted and Out of Supply by whole words, never a fragment', () => {
    expect(markersOf(['DS_Disrupted.png'])).toEqual({ disrupted: true, outOfSupply: false });
    expect(markersOf(['step1.png', 'out_of_supply.gif'])).toEqual({ disrupted: false, outOfSupply: true });
    expect(markersOf(['OOS.png', 'disruption-marker.png'])).toEqual({ disrupted: true, outOfSupply: true });
    expect(markersOf(['disruptor.png', 'supply-depot.png', 'outpost.png', 'boost.png'])).toEqual({ disrupted: false, outOfSupply: false });
    expect(markersOf([])).toEqual({ disrupted: false, outOfSupply: false });
  });
});
