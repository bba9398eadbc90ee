import type { StepSpec, Text } from '../../../../shared/companion/definition.js';

/**
 * The ASL Starter Kit sequence of play (3.0–3.9): a Game Turn is two Player Turns, each of eight
 * phases, with the first player as ATTACKER in the first; then the turn record (3.9). The Rally
 * Phase's steps are in the mandatory order of 3.1.
 */

export const ASL_PHASES: { id: string; rule: string; title: Text; abbr: string }[] = [
  { id: 'rph', rule: '3.1', abbr: 'RPh', title: { en: 'Rally Phase', it: 'Fase di recupero' } },
  { id: 'pfph', rule: '3.2', abbr: 'PFPh', title: { en: 'Prep Fire Phase', it: 'Fase di fuoco preparatorio' } },
  { id: 'mph', rule: '3.3', abbr: 'MPh', title: { en: 'Movement Phase', it: 'Fase di movimento' } },
  { id: 'dfph', rule: '3.4', abbr: 'DFPh', title: { en: 'Defensive Fire Phase', it: 'Fase di fuoco difensivo' } },
  { id: 'afph', rule: '3.5', abbr: 'AFPh', title: { en: 'Advancing Fire Phase', it: 'Fase di fuoco in avanzata' } },
  { id: 'rtph', rule: '3.6', abbr: 'RtPh', title: { en: 'Rout Phase', it: 'Fase di rotta' } },
  { id: 'aph', rule: '3.7', abbr: 'APh', title: { en: 'Advance Phase', it: 'Fase di avanzata' } },
  { id: 'ccph', rule: '3.8', abbr: 'CCPh', title: { en: 'Close Combat Phase', it: 'Fase di combattimento ravvicinato' } },
];

function phaseSteps(p: string, id: string): StepSpec[] | undefined {
  const s = (sid: string, rule: string, en: string, it: string, notes?: Text): StepSpec => ({ id: `${p}-${id}-${sid}`, rule, title: { en, it }, ...(notes ? { notes } : {}) });
  switch (id) {
    case 'rph':
      return [
        s('reinforcements', '3.1', 'ATTACKER sets entering reinforcements at the map edge', 'L\'ATTACCANTE pone ai bordi i rinforzi in entrata'),
        s('recover', '3.1', 'Recover abandoned support weapons (dr < 6; +1 if CX)', 'Recupero delle armi di supporto abbandonate (dr < 6; +1 se CX)'),
        s('repair', '3.1', 'Repair malfunctioned weapons (dr ≤ repair number; 6 eliminates)', 'Riparazione delle armi guaste (dr ≤ numero di riparazione; 6 elimina)'),
        s('transfer', '3.1', 'Transfer weapons among units in the same location', 'Trasferimento di armi tra unità nella stessa posizione'),
        s('self-rally', '3.1', 'Self-rally (+1), ATTACKER first; one extra MMC attempt for the ATTACKER', 'Auto-recupero (+1), prima l\'ATTACCANTE; un tentativo in più di una MMC per l\'ATTACCANTE'),
        s('rally', '3.1', 'Rally broken units with a Good Order leader', 'Recupero delle unità in rotta con un capo in buon ordine'),
        s('shock', '7.10', 'Shocked and UK vehicles roll to recover', 'I veicoli in Shock e UK tirano per riprendersi'),
        s('dm', '3.1', 'Remove DM markers not adjacent to a known enemy', 'Rimuovi i segnalini DM non adiacenti a un nemico noto'),
      ];
    case 'pfph':
      return [
        s('oba', 'DaE2.1', 'Ordnance smoke, then artillery (OBA) actions', 'Fumo d\'artiglieria, poi azioni dell\'artiglieria fuori mappa (OBA)', { en: 'Only with OBA (Decision at Elst rules)', it: 'Solo con OBA (regole di Decision at Elst)' }),
        s('fire', '3.2', 'ATTACKER fires; firers marked Prep Fire', 'L\'ATTACCANTE spara; chi spara è segnato Prep Fire'),
      ];
    case 'mph':
      return [
        s('move', '3.3', 'ATTACKER moves units that did not Prep Fire', 'L\'ATTACCANTE muove le unità che non hanno fatto fuoco preparatorio'),
        s('defensive-first-fire', '3.3.3', 'DEFENDER interrupts with Defensive First Fire, Subsequent First Fire, Final Protective Fire', 'Il DIFENSORE interrompe con fuoco difensivo, fuoco successivo e fuoco di protezione finale'),
        s('end', '3.3', 'End of phase: remove infantry smoke and Residual FP counters', 'Fine fase: rimuovi il fumo della fanteria e i segnalini di potenza residua'),
      ];
    case 'dfph':
      return [
        s('final-fire', '3.4', 'DEFENDER Final Fire', 'Fuoco finale del DIFENSORE'),
        s('end', '3.4', 'Remove First Fire and Final Fire markers', 'Rimuovi i segnalini First Fire e Final Fire'),
      ];
    case 'afph':
      return [
        s('fire', '3.5', 'ATTACKER units that did not Prep Fire fire at half FP; placed DCs detonate', 'Le unità dell\'ATTACCANTE che non hanno fatto fuoco preparatorio sparano a metà; esplodono le cariche piazzate'),
        s('end', '3.5', 'Remove Prep Fire and Bounding Fire markers', 'Rimuovi i segnalini Prep Fire e Bounding Fire'),
      ];
    case 'ccph':
      return [
        s('resolve', '3.8', 'Resolve Close Combat hex by hex; Melee where both sides remain', 'Risolvi il combattimento ravvicinato esagono per esagono; mischia dove restano entrambi'),
        s('end', '3.8', 'Remove Pin markers; flip Stun markers to +1', 'Rimuovi i segnalini Pin; gira i segnalini Stun su +1'),
      ];
    default:
      return undefined;
  }
}

function playerTurn(side: 'first' | 'second'): StepSpec {
  const p = side === 'first' ? 'p1' : 'p2';
  return {
    id: `${p}-turn`,
    rule: '3.0',
    side,
    title: side === 'first' ? { en: 'First player turn: first player is ATTACKER', it: 'Primo turno del giocatore: il primo giocatore è l\'ATTACCANTE' } : { en: 'Second player turn: second player is ATTACKER', it: 'Secondo turno del giocatore: il secondo giocatore è l\'ATTACCANTE' },
    steps: ASL_PHASES.map((ph) => {
      const steps = phaseSteps(p, ph.id);
      return { id: `${p}-${ph.id}`, rule: ph.rule, title: { en: `${ph.title.en} (${ph.abbr})`, it: `${ph.title.it} (${ph.abbr})` }, ...(steps ? { steps } : {}) };
    }),
  };
}

export const ASL_SEQUENCE: StepSpec[] = [
  playerTurn('first'),
  playerTurn('second'),
  { id: 'turn-record', rule: '3.9', title: { en: 'Turn record: advance the marker; the scenario ends at END', it: 'Registro dei turni: avanza il segnalino; lo scenario finisce su END' } },
];
