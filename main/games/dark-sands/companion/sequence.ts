import type { StepSpec } from '../../../../shared/companion/definition.js';

/** The Dark Sands sequence of play (16.0 and the aid), executed in the aid's order. */

const s = (id: string, rule: string, en: string, it: string, extra: Partial<StepSpec> = {}): StepSpec => ({ id, rule, title: { en, it }, ...extra });

export const DS_SEQUENCE: StepSpec[] = [
  s('replacement', '17.0', 'Replacement Phase', 'Fase dei rimpiazzi', {
    steps: [
      s('replacement-axis', '17.3', 'Axis replacements', 'Rimpiazzi dell\'Asse', { side: 'axis' }),
      s('replacement-cadre', '17.1', 'Allied cadres', 'Quadri alleati', { side: 'allied', notes: { en: 'Turns 13–17 only', it: 'Solo turni 13–17' } }),
      s('replacement-allied', '17.4', 'Allied replacements', 'Rimpiazzi alleati', { side: 'allied' }),
    ],
  }),
  s('action', '18.0', 'Action Phase', 'Fase d\'azione', {
    steps: [
      s('action-initiative', '18.2', 'Initiative: the other side if one side played the last two chits of last turn, else the turn track', 'Iniziativa: all\'altra parte se una ha giocato gli ultimi due segnalini del turno prima, altrimenti la Tabella dei Turni'),
      s('action-placement', '18.3', 'Chit placement: this turn\'s chits and 2 Logistics in the cup; initiative chit and priority chits kept out', 'Collocazione dei segnalini: i segnalini del turno e 2 Logistica nella tazza; segnalino d\'iniziativa e prioritari tenuti fuori'),
      s('action-turn3', '18.4', 'Turn 3 reinforcements: Allied, then Axis', 'Rinforzi del turno 3: prima gli Alleati, poi l\'Asse', { notes: { en: 'Turn 3 only', it: 'Solo turno 3' } }),
      s('action-initiative-chit', '18.5', 'Initiative action: play the initiative chit (cannot be pre-empted)', 'Azione d\'iniziativa: gioca il segnalino d\'iniziativa (non può essere preceduto)'),
      s('action-random', '18.6', 'Random actions: offer priority chits, then draw and play, within the limits, until the cup is empty', 'Azioni casuali: offri i segnalini prioritari, poi pesca e gioca, entro i limiti, finché la tazza è vuota', {
        steps: [
          s('act-move', '19.0', 'Movement action: ground, naval, extended movement, disruption rolls', 'Azione di movimento: terrestre, navale, movimento esteso, tiri di disorganizzazione'),
          s('act-combat', '20.0', 'Combat action: supports, odds, roll, then losses, retreat, advance', 'Azione di combattimento: supporti, rapporto, tiro, poi perdite, ritirata, avanzata'),
          s('act-logistics', '21.0', 'Logistics action: trace supply for every unit; place and remove out-of-supply markers', 'Azione logistica: traccia il rifornimento di ogni unità; poni e togli i segnalini senza rifornimento'),
          s('act-reinforcement', '22.0', 'Reinforcement action: arrivals and returns, departures, exchanges, upgrades', 'Azione di rinforzo: arrivi e ritorni, partenze, scambi, potenziamenti'),
        ],
      }),
    ],
  }),
  s('end', '23.0', 'End Phase', 'Fase finale', {
    steps: [
      s('end-attrition', '23.1', 'Attrition: out-of-supply units with no line of supply', 'Logoramento: unità senza rifornimento e senza linea di rifornimento'),
      s('end-victory', '23.2', 'Victory check', 'Verifica della vittoria'),
      s('end-construction', '23.3', 'Construction: railway advance, Tobruk bypass road', 'Costruzione: avanzamento della ferrovia, strada di aggiramento di Tobruk'),
      s('end-disruption', '23.4', 'Remove disruption', 'Rimuovi la disorganizzazione'),
      s('end-supports', '23.5', 'Supports available again', 'Supporti di nuovo disponibili'),
      s('end-turn', '23.6', 'Advance the turn marker', 'Avanza il segnalino del turno'),
    ],
  }),
];
