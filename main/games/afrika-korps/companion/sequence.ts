import type { StepSpec } from '../../../../shared/companion/definition.js';

/**
 * The Afrika Korps sequence of play (rule 3), expanded with the timing other rules give
 * (research seed-000 §3.2). Steps the rulebook implies but does not place in rule 3 carry a note.
 */

const inferred = { en: 'Timing implied by the rule, not listed in rule 3', it: 'Momento implicito nella regola, non elencato nella regola 3' };

function playerTurn(side: 'axis' | 'allied'): StepSpec {
  const ax = side === 'axis';
  const p = side;
  const steps: StepSpec[] = [
    {
      id: `${p}-start`, rule: ax ? '4.3, 24.2' : '4.1, 4.3, 24.2', side,
      title: ax
        ? { en: 'Start of turn: note ports and bases held, units isolated', it: 'Inizio turno: annota porti e basi controllati, unità isolate' }
        : { en: 'Start of turn: note ports and bases held, units isolated, Axis hold on the four objectives', it: 'Inizio turno: annota porti e basi controllati, unità isolate, controllo dell\'Asse dei quattro obiettivi' },
      notes: inferred,
    },
    ax
      ? { id: 'axis-supply', rule: '12.2', side, title: { en: 'Supply: roll on the supply table if a port is held; land one supply (at most 3 on the map)', it: 'Rifornimento: tira sulla tabella se controlli un porto; sbarca un rifornimento (al massimo 3 sulla mappa)' } }
      : { id: 'allied-supply', rule: '12.1', side, title: { en: 'Supply: land one supply in a port held (at most 4 on the map)', it: 'Rifornimento: sbarca un rifornimento in un porto controllato (al massimo 4 sulla mappa)' } },
    { id: `${p}-reinforcements`, rule: '19, 20.4, 23.4', side, title: { en: 'Reinforcements and replacements enter at a port held; units at sea land', it: 'Rinforzi e rimpiazzi entrano in un porto controllato; sbarcano le unità in mare' } },
    { id: `${p}-movement`, rule: '5, 9, 13, 15, 17, 18, 22, 23', side, title: { en: 'Movement: move units; declare automatic victories; capture lone supplies', it: 'Movimento: muovi le unità; dichiara le vittorie automatiche; cattura i rifornimenti non scortati' } },
    {
      id: `${p}-end-movement`, rule: ax ? '6.3, 7.4, 11.6, 11.9, 14.5' : '6.3, 7.4, 11.6, 11.9, 14.5, 21.2', side,
      title: ax
        ? { en: 'End of movement: stacking; remove units that cannot legally attack from an enemy zone of control', it: 'Fine del movimento: impilamento; rimuovi le unità che non possono attaccare legalmente da una zona di controllo nemica' }
        : { en: 'End of movement: stacking; units that cannot legally attack removed; substitutions (from August 1942)', it: 'Fine del movimento: impilamento; rimosse le unità che non possono attaccare; sostituzioni (da agosto 1942)' },
    },
    { id: `${p}-combat`, rule: ax ? '3.2, 7, 8, 10, 11, 14, 16' : '3.4, 7, 8, 10, 11, 14, 16', side, title: { en: 'Combat: battle by battle — name the supply, odds, die, result, retreat and advance', it: 'Combattimento: battaglia per battaglia — indica il rifornimento, rapporto, dado, risultato, ritirata e avanzata' } },
    { id: `${p}-end`, rule: '6.3, 14.1, 23.4.2, 24', side, title: { en: 'End of player turn: remove supplies used; isolation check; units at sea that failed to land are lost', it: 'Fine del turno del giocatore: rimuovi i rifornimenti usati; verifica l\'isolamento; perse le unità in mare non sbarcate' }, notes: inferred },
  ];
  if (!ax) steps.push({ id: 'turn-marker', rule: '3.5', side, title: { en: 'Move the turn marker one space', it: 'Avanza di una casella il segnalino del turno' } });
  return {
    id: `${p}-turn`,
    rule: ax ? '3.1, 3.2' : '3.3, 3.4, 3.5',
    side,
    title: ax ? { en: 'Axis player turn', it: 'Turno del giocatore dell\'Asse' } : { en: 'Allied player turn', it: 'Turno del giocatore alleato' },
    steps,
  };
}

export const AK_SEQUENCE: StepSpec[] = [playerTurn('axis'), playerTurn('allied')];
