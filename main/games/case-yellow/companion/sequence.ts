import type { StepSpec } from '../../../../shared/companion/definition.js';

/**
 * Case Yellow's sequence of play (4.1, 5.1, 10.1e, 11.1–11.2, 12.1): Air Phase, Supply Phase,
 * Action Phase (initiative, then action rounds — movement or combat), End Phase in its order.
 */

const s = (id: string, rule: string, en: string, it: string, extra: Partial<StepSpec> = {}): StepSpec => ({ id, rule, title: { en, it }, ...extra });

export const CY_SEQUENCE: StepSpec[] = [
  s('air', '5.1', 'Air Phase', 'Fase aerea', {
    steps: [
      s('air-dynamo', '5.1a', 'RAF over the Dynamo port (while Dynamo is in effect)', 'RAF sul porto di Dinamo (se Dinamo è in corso)'),
      s('air-availability', '5.1b', 'Air supports available: roll or take the scenario number, less eliminated ones on the track', 'Supporti aerei disponibili: tira o prendi il numero dello scenario, meno quelli eliminati sulla Tabella dei Turni'),
      s('air-interdiction', '5.1c', 'Allied crossing interdiction: remove last turn\'s markers, then attack crossings', 'Interdizione alleata degli attraversamenti: rimuovi i segnalini del turno prima, poi attacca gli attraversamenti', { side: 'allied' }),
      s('air-paradrop', '5.1d', 'German paradrop (as the scenario says)', 'Lancio di paracadutisti tedeschi (come dice lo scenario)', { side: 'german' }),
      s('air-stuka', '5.1e', 'Stuka dive bombing', 'Bombardamento in picchiata degli Stuka', { side: 'german' }),
    ],
  }),
  s('supply', '4.1b, 7.5', 'Supply Phase: re-check units out of supply (still cut: lose a step), mark new ones; flip Attack Supply units', 'Fase di rifornimento: ricontrolla le unità senza rifornimento (ancora isolate: perdono un livello), segna le nuove; gira le unità di Rifornimento d\'Attacco', { notes: { en: 'From turn 2: on turn 1 everything is supplied and in Attack Supply.', it: 'Dal turno 2: nel turno 1 tutto è rifornito e in Rifornimento d\'Attacco.' } }),
  s('action', '4.1c', 'Action Phase', 'Fase d\'azione', {
    steps: [
      s('action-initiative', '4.1c', 'Initiative: the initiative player keeps one marker for round 1; the rest go in the cup', 'Iniziativa: chi ha l\'iniziativa tiene un segnalino per il round 1; gli altri vanno nella tazza'),
      s('action-rounds', '4.1c', 'Action rounds: draw a marker, its owner plays a movement or a combat round (at most 2 of each, never 3 in a row)', 'Round d\'azione: pesca un segnalino, il proprietario gioca un round di movimento o di combattimento (al massimo 2 di ciascuno, mai 3 di fila)', {
        steps: [
          s('move-reinforcements', '10.2', 'Movement round: reinforcements (first movement round of the side only)', 'Round di movimento: rinforzi (solo nel primo round di movimento della parte)'),
          s('move-move', '10.1', 'Movement round: move non-engaged units; bridgehead rolls; Dynamo evacuation', 'Round di movimento: muovi le unità non ingaggiate; tiri per le teste di ponte; evacuazione di Dinamo'),
          s('move-engaged', '11.9', 'Movement round: resolve engaged combats', 'Round di movimento: risolvi i combattimenti ingaggiati'),
          s('move-motorized', '11.6', 'Movement round: motorized combat (Allied: a die roll caps how many units)', 'Round di movimento: combattimento motorizzato (Alleati: un dado limita quante unità)'),
          s('combat-engaged', '11.9', 'Combat round: engaged combats first', 'Round di combattimento: prima i combattimenti ingaggiati'),
          s('combat-attacks', '11.2, 11.3', 'Combat round: attacks one at a time, each with its retreat and advance', 'Round di combattimento: attacchi uno alla volta, ciascuno con ritirata e avanzata'),
        ],
      }),
    ],
  }),
  s('end', '12.1', 'End Phase', 'Fase finale', {
    steps: [
      s('end-disruption', '12.2', 'Remove disruption (not from units out of supply)', 'Rimuovi la disorganizzazione (non dalle unità senza rifornimento)'),
      s('end-bridgehead', '12.3', 'German bridgehead crossing moves', 'Movimento tedesco di attraversamento delle teste di ponte', { side: 'german' }),
      s('end-terror', '12.4', 'Terror bombing', 'Bombardamento a terrore', { side: 'german' }),
      s('end-surrender', '12.5', 'Dutch and Belgian surrender', 'Resa olandese e belga'),
      s('end-refugees', '12.6', 'Refugee markers removed and placed', 'Segnalini Rifugiati rimossi e piazzati'),
      s('end-paris', '12.7', 'Paris open city', 'Parigi città aperta'),
      s('end-victory', '12.8', 'Victory determination: record VP (German first)', 'Determinazione della vittoria: registra i VP (prima i tedeschi)'),
      s('end-attrition', '12.9', 'Armour attrition', 'Attrito dei corazzati'),
      s('end-replacements', '12.10', 'Replacements', 'Rimpiazzi'),
      s('end-improved-defense', '12.11', 'Improved Defense markers', 'Segnalini di Miglior Difesa'),
      s('end-refit', '12.12', 'Panzer refit', 'Ripristino dei Panzer', { side: 'german' }),
    ],
  }),
];
