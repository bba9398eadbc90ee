import type { StepSpec } from '../../../../shared/companion/definition.js';

/** Battle for North Africa's sequence of play (3.0), phases A–F with their steps. */

const s = (id: string, rule: string, en: string, it: string, extra: Partial<StepSpec> = {}): StepSpec => ({ id, rule, title: { en, it }, ...extra });

export const BNA_SEQUENCE: StepSpec[] = [
  s('a', '3.0', 'A. Initiative', 'A. Iniziativa', {
    steps: [
      s('a1', '4.5.2', 'A/1 Commander availability roll (a failed roll may bring a random event)', 'A/1 Tiro di disponibilità del comandante (un tiro fallito può portare un evento casuale)'),
      s('a2', '5.0', 'A/2 Initiative: each rolls d10 + commander DRM', 'A/2 Iniziativa: ciascuno tira d10 + DRM del comandante'),
    ],
  }),
  s('b', '3.0', 'B. Resource allocation', 'B. Assegnazione delle risorse', {
    steps: [
      s('b1', '9.2', 'B/1 Allocate RP (at least the cost of the AMs put in the cup)', 'B/1 Assegna gli RP (almeno il costo dei segnalini messi nel contenitore)'),
      s('b2', '8.5.1', 'B/2 Buy air support markers (2 RP each)', 'B/2 Acquista i segnalini di supporto aereo (2 RP ciascuno)'),
      s('b3', '4.1.4, 4.3.1', 'B/3 Choose the activation markers', 'B/3 Scegli i segnalini d\'attivazione'),
      s('b4', '6.6.1', 'B/4 Arriving reinforcements to their box', 'B/4 Rinforzi in arrivo nel loro riquadro'),
      s('b5', '6.7', 'B/5 Allied withdrawals; reserves designated', 'B/5 Ritiri alleati; designazione delle riserve', { notes: { en: 'Reserves: 4.6.2 places them here', it: 'Riserve: 4.6.2 le colloca qui' } }),
    ],
  }),
  s('c', '3.0', 'C. Activation marker selection', 'C. Selezione dei segnalini d\'attivazione', {
    steps: [
      s('c1', '4.3.2, 4.6.3', 'C/1 Chosen AMs in the cup (not the initiative pick, not reserves)', 'C/1 Segnalini scelti nel contenitore (non quello d\'iniziativa, non le riserve)'),
      s('c2', '4.3.2, 5.0', 'C/2 Initiative player picks the command that starts the turn', 'C/2 Chi ha l\'iniziativa sceglie il comando che apre il turno'),
    ],
  }),
  s('d', '4.3', 'D. Primary activation phase (until one AM is left in the cup)', 'D. Fase d\'attivazione primaria (finché resta un segnalino nel contenitore)', {
    steps: [
      s('d1', '4.3.3', 'D/1 Draw an AM and pay its RP', 'D/1 Pesca un segnalino e paga i suoi RP'),
      s('d2', '8.5.3', 'D/2 Place air missions', 'D/2 Piazza le missioni aeree'),
      s('d3a', '6', 'D/3a Activated units move', 'D/3a Le unità attivate muovono'),
      s('d3b', '8', 'D/3b Activated units fight', 'D/3b Le unità attivate combattono'),
      s('d3c', '9.4', 'D/3c Units that did neither may fortify', 'D/3c Le unità che non hanno fatto nessuna delle due possono fortificarsi'),
      s('d3d', '9.3', 'D/3d Units that did nothing may refit', 'D/3d Le unità che non hanno fatto nulla possono riorganizzarsi'),
    ],
  }),
  s('e', '4.4', 'E. Secondary activation phase', 'E. Fase d\'attivazione secondaria', {
    steps: [
      s('e1', '4.4', 'E/1 Initiative player moves his eligible units; air missions', 'E/1 Chi ha l\'iniziativa muove le sue unità idonee; missioni aeree'),
      s('e2', '4.4', 'E/2 The other player moves his eligible units', 'E/2 L\'altro giocatore muove le sue unità idonee'),
    ],
  }),
  s('f', '3.0', 'F. Logistics', 'F. Logistica', {
    steps: [
      s('f1', '9.5.5', 'F/1 Italian surrender check (September 1940 – March 1941)', 'F/1 Verifica della resa italiana (settembre 1940 – marzo 1941)'),
      s('f2', '9.5.2', 'F/2 Isolated units reduced (not in an oasis)', 'F/2 Le unità isolate sono ridotte (non in un\'oasi)'),
      s('f3', '9.5.1', 'F/3 Update isolation', 'F/3 Aggiorna l\'isolamento'),
      s('f4', '9.1.2, 9.1.3', 'F/4 Receive RP (Axis dice, Allied schedule)', 'F/4 Ricevi gli RP (dadi dell\'Asse, calendario alleato)'),
    ],
  }),
];
