import { describe, expect, it } from 'vitest';
import type { GameId } from '../../shared/games/ids';
import { references } from '../../main/rulebook/reference';
import { sectionKey } from '../../main/rulebook/ids';
import { isThin, isTopicList, seedLengths, SHORT_SECTION_CHARS } from './summary-measure';

/**
 * Issue 20: a summary must say what a player looks the rule up for (conditions, numbers,
 * exceptions), not just name its topics. Thickness is measured against the section's text in the
 * Italian seed (summary-measure.ts); sections under SHORT_SECTION_CHARS of seed text are exempt.
 */

/** Sections exempt from the measure, each with its reason. Keep this short. */
const ALLOWED: Record<string, string> = {
  'asl-starter-kit 2.0':
    'the definitions: some 120 terms, each in the glossary of this reference with the section it cites; a summary would repeat the glossary',
};

/** The examples, as they stood when it was filed: the measure must flag every one. */
const FILED: readonly (readonly [GameId, string, string, string])[] = [
  ['afrika-korps', '8.3', "Non si attraversa una ZC nemica e non si passa direttamente da un esagono della ZC di un'unità a un altro della stessa unità (salvo l'avanzata, §16.2); si può passare nella ZC di un'altra unità se quell'esagono non è anche nella prima.", "No moving through an enemy ZOC, nor straight from one hex of an enemy unit's ZOC to another of the same unit's (except advance, §16.2); moving into a different unit's ZOC is allowed if that hex is not also in the first one's."],
  ['afrika-korps', '13.3', "Senza scorta di un'unità combattente un rifornimento non cattura né si avvicina a rifornimenti nemici; può avvicinare un Rommel solo.", "Without a combat-unit escort a supply neither captures nor moves next to enemy supplies; it may approach a lone Rommel."],
  ['afrika-korps', '20.3', "Gli alleati ricevono 2 fattori per la base e 1 per Tobruch, massimo 3.", "The Allies get 2 factors for their base and 1 for Tobruk, 3 at most."],
  ['dark-sands', '17.1', "Turni 13–17: quadri di fanteria gratuiti, uno ogni 4 passi di fanteria oltre i 12 nella casella delle ricostruibili.", "Turns 13–17: free infantry cadres, one per 4 infantry steps above 12 in the rebuildable box."],
  ['dark-sands', 'PB1.4.1', "Si apre al turno 12, dalla fase dei rimpiazzi.", "Starts with the replacement phase of turn 12."],
  ['case-yellow', '7.7', "Olandesi automatici, belgi da Anversa od Ostenda, britannici entro 3 da un porto, francesi entro 8 da Parigi o 5 da AG1.", "Dutch automatic, Belgians from Antwerp or Ostend, British within 3 of a port, French within 8 of Paris or 5 of AG1."],
  ['case-yellow', 'S6.0', "La campagna con informazioni alleate migliori e due varianti di schieramento; le sottosezioni 6.1–6.20 seguono lo schema dello scenario 1 (§S5.0).", "The campaign with better Allied intelligence and two set-up variants; subsections 6.1–6.20 follow scenario 1's outline (§S5.0)."],
  ['case-yellow', '10.1', "Fattore e punti di movimento, movimento dei gruppi, minimo di un esagono, procedura del round di movimento.", "Movement allowance and points, group movement, the one-hex minimum, the movement round procedure."],
  ['case-yellow', '12.10', "Tracciati dei rimpiazzi, che cosa rimpiazza un passo, requisito di rifornimento.", "Replacement tracks, what a step replaces, the supply requirement."],
  ['asl-starter-kit', '3.4', "Fuoco finale; chi ha già sparato spara solo nello stesso esagono o in quelli adiacenti.", "Final fire; units that already fired may fire only into the same or adjacent hexes."],
  ['asl-starter-kit', '3.3.2.1', "Un veicolo in difesa può mettersi in movimento durante la fase avversaria.", "A defending vehicle may gain motion during the enemy movement phase."],
  ['asl-starter-kit', '3.2.3', "Scelta della colonna IFT e risultati: eliminazioni, riduzioni, prove di morale, prove di inchiodamento, ferite, segnalini DM.", "Choosing the IFT column and its results: eliminations, reductions, morale checks, pin checks, wounds, DM markers."],
  ['asl-starter-kit', '7.7', "Effetti e momenti dell'equipaggio esposto o chiuso.", "Effects and timing of an exposed or buttoned-up crew."],
  ['asl-starter-kit', 'DaE2.7', "Concentrazioni esplosive o fumogene.", "High-explosive or smoke concentrations."],
  ['asl-starter-kit', 'DaE2.11', "Come si mantiene il contatto.", "How contact is kept."],
  ['asl-starter-kit', 'DaE2.35', "Quando il fuoco si annulla.", "When the fire is cancelled."],
];

interface Flag {
  readonly game: GameId;
  readonly id: string;
  readonly why: string;
}

function flagged(withAllowed = false): Flag[] {
  const out: Flag[] = [];
  for (const [game, ref] of references()) {
    const lengths = seedLengths(ref);
    for (const s of ref.sections) {
      if (s.status === 'missing' || (!withAllowed && ALLOWED[`${game} ${s.id}`])) continue;
      const n = lengths.get(s.key);
      if (n === undefined || n < SHORT_SECTION_CHARS) continue;
      if (isThin(s.summary, n)) out.push({ game, id: s.id, why: `thin: ${s.summary.it.length} chars for ${n} in the seed` });
      else if (isTopicList(s.summary.en)) out.push({ game, id: s.id, why: 'a list of topics' });
    }
  }
  return out;
}

describe('rulebook summaries are thick enough to look a rule up', () => {
  it('flags each example the issue names, as it stood', () => {
    for (const [game, id, it, en] of FILED) {
      const ref = references().get(game)!;
      const key = sectionKey(id)!;
      const n = seedLengths(ref).get(key);
      expect(n, `${game} ${id} found in the seed`).toBeGreaterThanOrEqual(SHORT_SECTION_CHARS);
      expect(isThin({ it, en }, n!) || isTopicList(en), `${game} ${id}`).toBe(true);
    }
  });

  it('tells a statement of a rule from a list of topics', () => {
    expect(isTopicList('Movement allowance and points, group movement, the one-hex minimum, the movement round procedure.')).toBe(true);
    expect(isTopicList('How contact is kept.')).toBe(true);
    expect(isTopicList('Effects and timing of an exposed or buttoned-up crew.')).toBe(true);
    expect(isTopicList('A unit may not move through an enemy ZOC, except after an automatic victory (§9.1).')).toBe(false);
    expect(isTopicList('Turns 13–17: one free cadre per 4 steps.')).toBe(false);
  });

  it('has no thin or topics-only summary in any game', () => {
    const flags = flagged().map((f) => `${f.game} ${f.id} (${f.why})`);
    expect(flags).toEqual([]);
  });

  it('lists exemptions only for sections the measure would flag, each with its reason', () => {
    const all = new Set(flagged(true).map((f) => `${f.game} ${f.id}`));
    for (const [key, reason] of Object.entries(ALLOWED)) {
      expect(all.has(key), `${key} is no longer flagged: take it off ALLOWED`).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
    expect(Object.keys(ALLOWED).length).toBeLessThanOrEqual(10);
  });
});
