import type { CompanionDefinition, TurnSpec } from '../../../../shared/companion/definition.js';
import { CY_COMBAT, computeCyCombat } from './calculators/combat.js';
import { CY_AIRBORNE_CALC, CY_BRIDGEHEAD_CALC, CY_OVERRUN_CALC, CY_PLAIN_ROLLS, CY_STUKA_CALC, CY_SURRENDER_CALC, computeCyAirborne, computeCyBridgehead, computeCyOverrun, computeCyStuka, computeCySurrender } from './calculators/rolls.js';
import { CY_SEQUENCE } from './sequence.js';
import { CY_SEED, CY_TABLES } from './tables.js';

const rb = (s: string) => ({ kind: 'rulebook' as const, ref: `${CY_SEED} ${s}` });
const ev = (en: string, it: string, rule: string) => ({ text: { en, it }, rule });

/** Ten turns (scenarios 1–3); the printed turn record track is not in the seed, so no dates. */
function turns(): TurnSpec[] {
  const events: Record<number, NonNullable<TurnSpec['events']>> = {
    1: [
      ev('Everything supplied and in Attack Supply', 'Tutto rifornito e in Rifornimento d\'Attacco', '4.1b'),
      ev('Paradrop (compulsory in scenarios 1, 2 and 4)', 'Lancio di paracadutisti (obbligatorio negli scenari 1, 2 e 4)', '5.1d'),
      ev('Scenario 3: roll for Eben Emael', 'Scenario 3: tira per Eben Emael', 'S7.8'),
    ],
    2: [ev('Supply checked from now on', 'Da ora si verifica il rifornimento', '7.5')],
    3: [
      ev('Scenarios 1–2: Operation Dynamo may be declared (turns 3–4; German +3 VP on turn 3)', 'Scenari 1–2: si può dichiarare l\'Operazione Dinamo (turni 3–4; +3 VP tedeschi nel turno 3)', '13.1'),
      ev('Scenario 3: Allied initiative unless both the Netherlands and Belgium have surrendered', 'Scenario 3: iniziativa alleata se Paesi Bassi e Belgio non si sono entrambi arresi', 'S7.2'),
    ],
    4: [ev('Scenarios 1–2: last turn to declare Dynamo; panzer refit may be declared (turns 4–6)', 'Scenari 1–2: ultimo turno per dichiarare Dinamo; si può dichiarare il Ripristino dei Panzer (turni 4–6)', '13.1, 12.12')],
    5: [ev('End Phase: replacements and Improved Defense markers arrive', 'Fase finale: arrivano rimpiazzi e segnalini di Miglior Difesa', '12.10, 12.11')],
    10: [ev('Last turn: victory is judged at its End Phase', 'Ultimo turno: la vittoria si giudica nella sua fase finale', '12.8')],
  };
  return Array.from({ length: 10 }, (_, i) => ({ n: i + 1, label: { en: `Turn ${i + 1}`, it: `Turno ${i + 1}` }, ...(events[i + 1] ? { events: events[i + 1] } : {}) }));
}

/** Case Yellow, 1940 (seed 003): the referee's companion. */
export function caseYellowCompanion(): CompanionDefinition {
  return {
    game: 'case-yellow',
    rulebook: CY_SEED,
    dice: 'd6',
    sides: [
      { id: 'german', label: { en: 'German', it: 'Tedeschi' } },
      { id: 'allied', label: { en: 'Allied', it: 'Alleati' } },
    ],
    turns: turns(),
    turnsNote: {
      en: 'Scenarios 1–3 last ten turns, scenario 4 one turn of eight action rounds. The printed turn record track (dates, reinforcements) is not in the seed.',
      it: 'Gli scenari 1–3 durano dieci turni, lo scenario 4 un turno di otto round d\'azione. La Tabella dei Turni stampata (date, rinforzi) non è nel regolamento.',
    },
    sequence: CY_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'scenario', label: { en: 'Scenario', it: 'Scenario' }, rule: 'S5.0–S8.0', options: [
        { id: '1', label: { en: '1 — The historical campaign', it: '1 — La campagna storica' } },
        { id: '2', label: { en: '2 — Better Allied information', it: '2 — Migliori informazioni alleate' } },
        { id: '3', label: { en: '3 — The hypothetical scenario', it: '3 — Lo scenario ipotetico' } },
        { id: '4', label: { en: '4 — Fortress Holland', it: '4 — Fortezza Olanda' } },
      ], initial: '1' },
      { kind: 'choice', id: 'initiative', label: { en: 'Initiative', it: 'Iniziativa' }, rule: '4.1c', options: [{ id: 'german', label: { en: 'German', it: 'Tedeschi' } }, { id: 'allied', label: { en: 'Allied', it: 'Alleati' } }], initial: 'german' },
      {
        kind: 'cup', id: 'action-markers', label: { en: 'Action round markers', it: 'Segnalini dei round d\'azione' }, rule: '4.1c',
        chits: [
          { id: 'german-action', label: { en: 'German movement/combat', it: 'Tedesco movimento/combattimento' }, count: 3, side: 'german' },
          { id: 'allied-movement', label: { en: 'Allied movement', it: 'Movimento alleato' }, count: 1, side: 'allied' },
          { id: 'allied-combat', label: { en: 'Allied combat', it: 'Alleato combattimento' }, count: 1, side: 'allied' },
        ],
        held: [{ id: 'initiative-marker', label: { en: 'Initiative player\'s marker for round 1', it: 'Segnalino del round 1 di chi ha l\'iniziativa' }, rule: '4.1c' }],
        limits: [
          { id: 'movement', label: { en: 'At most 2 movement rounds per side', it: 'Al massimo 2 round di movimento per parte' }, rule: '4.1c', max: 2 },
          { id: 'combat', label: { en: 'At most 2 combat rounds per side', it: 'Al massimo 2 round di combattimento per parte' }, rule: '4.1c', max: 2 },
          { id: 'in-a-row', label: { en: 'Never 3 rounds in a row by one side (redraw; none left: the phase ends)', it: 'Mai 3 round di fila della stessa parte (ripesca; se non ne restano, la fase finisce)' }, rule: '4.1c', max: 2, per: 'in-a-row' },
        ],
        notes: { en: 'Counts are scenario 1–2, turns 2–10 (German 3, Allied 1 movement + 1 combat, besides the kept marker); turn 1, Dynamo, Case Red and scenario 3 differ — adjust the cup.', it: 'I numeri sono quelli degli scenari 1–2, turni 2–10 (tedeschi 3, alleati 1 movimento + 1 combattimento, oltre al segnalino tenuto); turno 1, Dinamo, Caso Rosso e scenario 3 differiscono — regola la tazza.' },
      },
      { kind: 'number', id: 'action-round', label: { en: 'Action round', it: 'Round d\'azione' }, rule: '4.1c', min: 0, max: 8, initial: 0 },
      { kind: 'number', id: 'air-available', label: { en: 'Air supports available', it: 'Supporti aerei disponibili' }, rule: '5.1b', min: 0, max: 6, initial: 0, perSide: true },
      { kind: 'number', id: 'air-eliminated', label: { en: 'Eliminated air supports on the turn track', it: 'Supporti aerei eliminati sulla Tabella dei Turni' }, rule: '5.1b, 5.1c', min: 0, max: 6, initial: 0, perSide: true },
      { kind: 'number', id: 'vp', label: { en: 'Victory points', it: 'Punti vittoria' }, rule: '12.8', min: 0, max: 99, initial: 0, perSide: true },
      { kind: 'number', id: 'dutch-cities', label: { en: 'Dutch city equivalents the German holds (3 towns = 1)', it: 'Equivalenti di città olandesi tenuti dai tedeschi (3 cittadine = 1)' }, rule: '12.5a', min: 0, max: 12, initial: 0 },
      { kind: 'number', id: 'belgian-cities', label: { en: 'Of Antwerp, Brussels, Ghent, Ostend held by the German', it: 'Tra Anversa, Bruxelles, Gand, Ostenda, quante tengono i tedeschi' }, rule: '12.5b', min: 0, max: 4, initial: 0 },
      { kind: 'choice', id: 'dynamo', label: { en: 'Operation Dynamo', it: 'Operazione Dinamo' }, rule: '13.1', options: [{ id: 'no', label: { en: 'Not declared', it: 'Non dichiarata' } }, { id: 'on', label: { en: 'In effect', it: 'In corso' } }, { id: 'over', label: { en: 'Ended', it: 'Terminata' } }], initial: 'no' },
      { kind: 'number', id: 'terror-left', label: { en: 'Terror bombings left (scenario 3)', it: 'Bombardamenti a terrore rimasti (scenario 3)' }, rule: 'S7.19d', min: 0, max: 3, initial: 3 },
    ],
    calculators: [
      { ...CY_COMBAT, compute: computeCyCombat },
      { ...CY_OVERRUN_CALC, compute: computeCyOverrun },
      { ...CY_STUKA_CALC, compute: computeCyStuka },
      { ...CY_BRIDGEHEAD_CALC, compute: computeCyBridgehead },
      { ...CY_AIRBORNE_CALC, compute: computeCyAirborne },
      ...CY_PLAIN_ROLLS,
      { ...CY_SURRENDER_CALC, compute: computeCySurrender },
    ],
    tables: CY_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { en: 'Sequence of play', it: 'Sequenza di gioco' }, level: 'complete', source: rb('§4.1, §5.1, §10.1e, §12.1') },
      { area: 'rules', id: 'combat', label: { en: 'Combat procedure: odds, shifts, caps, tactical ratings, losses', it: 'Procedura di combattimento: rapporto, spostamenti, limiti, valori tattici, perdite' }, level: 'complete', source: rb('§11') },
      { area: 'rules', id: 'dynamo', label: { en: 'Operation Dynamo: evacuation rules 13.4–13.6 missing', it: 'Operazione Dinamo: mancano le regole di evacuazione 13.4–13.6' }, level: 'partial', source: rb('§13.1–13.3') },
      { area: 'turns', id: 'turn-track', label: { en: 'Turn record track: not in the seed', it: 'Tabella dei Turni: non presente nel regolamento' }, level: 'none', source: null },
      { area: 'map', id: 'maps', label: { en: 'Maps: not in the seed', it: 'Mappe: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { en: 'Counter values: not in the seed', it: 'Valori delle pedine: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { en: 'Scenario rules (set-up lists and reinforcement schedules missing)', it: 'Regole degli scenari (mancano schieramenti e calendari dei rinforzi)' }, level: 'partial', source: rb('S5.0–S8.0') },
    ],
  };
}
