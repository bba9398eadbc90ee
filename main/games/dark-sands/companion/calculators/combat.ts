import type { CalcResult, CalcStep, CalculatorSpec, Compute, InputValues, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, list, missing, num, signed, step, str, invalid } from '../../../companion/calc.js';
import { DS_ASSAULT_CRT, DS_MOBILE_CRT } from '../tables.js';

/**
 * The Dark Sands combat (20.2–20.3, 12.6, 12.7, TEC): attack factors (ridge −1 per unit, salt marsh
 * halves armour, Panzer Shock doubles panzer AF), supports, defence factors (rough, wadi, forts,
 * box, salt marsh), odds rounded for the defender (below 1-3 automatic AE, above 6-1 read from
 * 6-1, mountain 1 left), the map-edge automatic DR (20.4.1), DRMs (OOS/disruption ±2 each side,
 * Combat −1, Panzer Superiority up to +2), the roll clamped to 1–8 on the Mobile or Assault CRT,
 * and what the result costs: step-loss priority, extra losses (Assault doctrine, Panzer Shock),
 * Resilience, garrisons, retreat distance and the Tobruk 1941 exception.
 */

const ATTACKER_TYPES = [
  { id: 'infantry', label: { en: 'Infantry', it: 'Fanteria' } },
  { id: 'tank', label: { en: 'Tank', it: 'Carri' } },
  { id: 'panzer', label: { en: 'Panzer', it: 'Panzer' } },
  { id: 'armoured-car', label: { en: 'Armoured car', it: 'Autoblindo' } },
];
const DEFENDER_TYPES = [...ATTACKER_TYPES, { id: 'garrison', label: { en: 'Garrison', it: 'Guarnigione' } }];

/**
 * Whether a unit type is Infantry for every rule that names infantry: infantry and Garrisons
 * (12.4; 13.6.4: a Garrison on the map is an infantry combat unit unless a rule says otherwise).
 * The one place the calculator decides it (Box, Panzer Shock, Assault majority).
 */
export const isInfantry = (t: string): boolean => t === 'infantry' || t === 'garrison';

/**
 * How a Ridge hexside counts for the anti-tank factors of Panzer Superiority (12.7.2). The TEC's
 * clarification says that, unlike Ridges, Wadis give their Defence and Anti-Tank effects only when
 * every attacker crosses one: read as saying a Ridge gives an anti-tank effect as soon as one
 * attacking unit crosses it ('any', the default: the clarification names the anti-tank effect and
 * contrasts only the "all attackers" condition, and note A counts the hexside between attacker and
 * defender as terrain of the combat). 'none' reads the Ridge's only combat effect as the −1 AF per
 * unit printed on the chart (note E).
 */
export const RIDGE_ANTI_TANK = ['any', 'none'] as const;

export const DS_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { en: 'Combat: odds, modifiers and result', it: 'Combattimento: rapporto, modificatori e risultato' },
  rule: '20.2',
  inputs: [
    { kind: 'choice', id: 'attacker', label: { en: 'Attacking side', it: 'Parte attaccante' }, rule: '20.1', options: [{ id: 'axis', label: { en: 'Axis', it: 'Asse' } }, { id: 'allied', label: { en: 'Allied', it: 'Alleati' } }], default: 'axis' },
    { kind: 'choice', id: 'crt', label: { en: 'Table', it: 'Tabella' }, rule: '20.2.4', options: [{ id: 'mobile', label: { en: 'Mobile CRT', it: 'Tabella mobile' } }, { id: 'assault', label: { en: 'Assault CRT (Allied, turns 14–17)', it: 'Tabella d\'assalto (Alleati, turni 14–17)' } }], default: 'mobile' },
    { kind: 'number', id: 'turn', label: { en: 'Game turn', it: 'Turno di gioco' }, rule: '12.6, 14.1', min: 1, max: 17, default: 1 },
    {
      kind: 'list', id: 'attackers', label: { en: 'Attacking units', it: 'Unità attaccanti' }, rule: '20.2.2', min: 1, max: 12,
      item: [
        { kind: 'number', id: 'af', label: { en: 'Attack factor', it: 'Fattore d\'attacco' }, rule: '20.2.2', min: 0, max: 20, default: 2 },
        { kind: 'choice', id: 'type', label: { en: 'Type', it: 'Tipo' }, rule: '12.0', options: ATTACKER_TYPES, default: 'infantry' },
        { kind: 'number', id: 'steps', label: { en: 'Steps', it: 'Livelli' }, rule: '12.0', min: 1, max: 2, default: 1 },
        { kind: 'flag', id: 'ridge', label: { en: 'Attacks across a ridge (−1 AF)', it: 'Attacca attraverso una cresta (−1 AF)' }, rule: '6.0', default: false },
        { kind: 'flag', id: 'wadi', label: { en: 'Attacks across a wadi', it: 'Attacca attraverso uno uadi' }, rule: '6.0', default: false },
      ],
    },
    {
      kind: 'list', id: 'defenders', label: { en: 'Defending units', it: 'Unità in difesa' }, rule: '20.2.3', min: 1, max: 8,
      item: [
        { kind: 'number', id: 'df', label: { en: 'Defence factor', it: 'Fattore di difesa' }, rule: '20.2.3', min: 0, max: 20, default: 2 },
        { kind: 'choice', id: 'type', label: { en: 'Type', it: 'Tipo' }, rule: '12.0', options: DEFENDER_TYPES, default: 'infantry' },
        { kind: 'number', id: 'steps', label: { en: 'Steps', it: 'Livelli' }, rule: '12.0', min: 1, max: 2, default: 1 },
        { kind: 'flag', id: 'italian', label: { en: 'Italian', it: 'Italiana' }, rule: '14.1', default: false },
      ],
    },
    { kind: 'number', id: 'supportAttack', label: { en: 'Attacker supports committed (AF)', it: 'Supporti impegnati dall\'attaccante (AF)' }, rule: '13.0, 20.2.2', min: 0, max: 12, default: 0 },
    { kind: 'number', id: 'supportDefence', label: { en: 'Defender supports committed (DF)', it: 'Supporti impegnati dal difensore (DF)' }, rule: '13.0, 20.2.3', min: 0, max: 12, default: 0 },
    {
      kind: 'choice', id: 'terrain', label: { en: 'Terrain of the defending hex', it: 'Terreno dell\'esagono in difesa' }, rule: '6.0',
      options: [
        { id: 'desert', label: { en: 'Desert', it: 'Deserto' } },
        { id: 'salt-marsh', label: { en: 'Salt marsh', it: 'Palude salata' } },
        { id: 'rough', label: { en: 'Rough', it: 'Difficile' } },
        { id: 'mountain', label: { en: 'Mountain', it: 'Montagna' } },
      ],
      default: 'desert',
    },
    { kind: 'choice', id: 'fort', label: { en: 'Fort', it: 'Forte' }, rule: '14.0', options: [{ id: 'none', label: { en: 'None', it: 'Nessuno' } }, { id: 'bardia', label: { en: 'Bardia', it: 'Bardia' } }, { id: 'tobruk', label: { en: 'Tobruk', it: 'Tobruk' } }], default: 'none' },
    { kind: 'flag', id: 'box', label: { en: 'Fortified box', it: 'Box fortificato' }, rule: '13.7', default: false },
    { kind: 'flag', id: 'attackerOos', label: { en: 'Attacker out of supply', it: 'Attaccante senza rifornimento' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'attackerDisrupted', label: { en: 'Attacker disrupted', it: 'Attaccante disorganizzato' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'defenderOos', label: { en: 'Defender out of supply', it: 'Difensore senza rifornimento' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'defenderDisrupted', label: { en: 'Defender disrupted', it: 'Difensore disorganizzato' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'combatMinus1', label: { en: 'Combat −1 action (½M/C−1 chit)', it: 'Azione di combattimento −1 (segnalino ½M/C−1)' }, rule: '18.1, 20.2.6', default: false },
    { kind: 'flag', id: 'mapEdge', label: { en: 'Defender has no adjacent enemy on its own section and every attacker is across the section edge', it: 'Il difensore non ha nemici adiacenti nella propria sezione e ogni attaccante è oltre il bordo di sezione' }, rule: '20.4.1', default: false },
    { kind: 'choice', id: 'section', label: { en: 'Map section of the defender', it: 'Sezione della mappa del difensore' }, rule: '20.3.3', options: [{ id: 'central', label: { en: 'Central', it: 'Centrale' } }, { id: 'side', label: { en: 'East or West', it: 'Est o Ovest' } }], default: 'central' },
    {
      kind: 'choice', id: 'ridgeAntiTank', label: { en: 'Reading: anti-tank factor of a Ridge (TEC clarification)', it: 'Interpretazione: fattore anticarro di una Cresta (chiarimento della TEC)' }, rule: '6.0, 12.7.2',
      options: [
        { id: 'any', label: { en: '1 AT factor when any attacker crosses a Ridge (default: unlike Wadis, Ridges need not be crossed by all)', it: '1 fattore AT se un attaccante attraversa una Cresta (predefinito: a differenza degli Wadi, non serve che tutti la attraversino)' } },
        { id: 'none', label: { en: 'No AT factor: a Ridge only gives −1 AF per unit crossing it', it: 'Nessun fattore AT: una Cresta dà solo −1 AF per unità che la attraversa' } },
      ],
      default: 'any',
    },
  ],
  tables: ['mobile-crt', 'assault-crt'],
  roll: 'd6',
};

const isArmour = (t: string): boolean => t === 'tank' || t === 'panzer' || t === 'armoured-car';

export const computeDsCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const axis = str(inputs, 'attacker', 'axis') === 'axis';
  const turn = num(inputs, 'turn', 1);
  const attackers = list(inputs, 'attackers');
  const defenders = list(inputs, 'defenders');
  const terrain = str(inputs, 'terrain', 'desert');
  const fort = str(inputs, 'fort', 'none');
  const box = flag(inputs, 'box');
  const type = (u: InputValues): string => str(u, 'type', 'infantry');
  let crtId = str(inputs, 'crt', 'mobile');
  if (crtId === 'assault' && (axis || turn < 14)) {
    return invalid(steps, '12.6', 'The Assault CRT is for the Allies in turns 14–17 only', 'La tabella d\'assalto è solo per gli Alleati nei turni 14–17');
  }
  if (crtId === 'assault') {
    const all = attackers.reduce((s, u) => s + num(u, 'steps', 1), 0);
    const inf = attackers.filter((u) => isInfantry(type(u))).reduce((s, u) => s + num(u, 'steps', 1), 0);
    steps.push(step('12.6', 'Infantry steps among the attacking steps', 'Livelli di fanteria tra i livelli attaccanti', `${inf}/${all}`));
    if (!(inf * 2 > all)) {
      return invalid(steps, '12.6', 'The Assault CRT needs more than half of the attacking steps to be infantry', 'La tabella d\'assalto richiede che più della metà dei livelli attaccanti sia di fanteria');
    }
  }

  // Anti-tank factors and Panzer doctrine (12.7.2, 12.7.3).
  const panzerSteps = axis ? attackers.filter((u) => type(u) === 'panzer').reduce((s, u) => s + num(u, 'steps', 1), 0) : 0;
  const allWadi = attackers.length > 0 && attackers.every((u) => flag(u, 'wadi'));
  let at = 0;
  const tankSteps = !axis ? 0 : defenders.filter((u) => type(u) === 'tank').reduce((s, u) => s + num(u, 'steps', 1), 0);
  at += tankSteps;
  const ridgeAt = str(inputs, 'ridgeAntiTank', 'any') === 'any' && attackers.some((u) => flag(u, 'ridge'));
  if (terrain !== 'desert' || allWadi || ridgeAt) at += 1;
  if (box) at += 1;
  if (fort !== 'none') at += 1;
  const infantryOnly = defenders.length > 0 && defenders.every((u) => isInfantry(type(u)));
  const shock = axis && panzerSteps > 0 && infantryOnly && at === 0;
  if (panzerSteps > 0) steps.push(step(ridgeAt ? '12.7.2, 6.0' : '12.7.2', ridgeAt ? 'Anti-tank factors of the defence (tank steps, non-open terrain or a Ridge crossed, box, fort)' : 'Anti-tank factors of the defence (tank steps, non-open terrain, box, fort)', ridgeAt ? 'Fattori anticarro della difesa (livelli di carri, terreno non aperto o Cresta attraversata, box, forte)' : 'Fattori anticarro della difesa (livelli di carri, terreno non aperto, box, forte)', at));

  // Attack factors.
  let af = 0;
  attackers.forEach((u, i) => {
    let v = Math.max(0, num(u, 'af'));
    const parts = [fmt(v)];
    if (terrain === 'salt-marsh' && isArmour(type(u))) { v /= 2; parts.push('×½'); }
    if (shock && type(u) === 'panzer') { v *= 2; parts.push('×2'); }
    if (flag(u, 'ridge')) { v = Math.max(0, v - 1); parts.push('−1'); }
    if (parts.length > 1) steps.push(step(shock && type(u) === 'panzer' ? '12.7.3, 6.0' : '6.0', `Attacker ${i + 1} attack factor`, `Fattore d'attacco dell'attaccante ${i + 1}`, `${parts.join(' ')} = ${fmt(v)}`));
    af += v;
  });
  if (shock) steps.push(step('12.7.3', 'Panzer Shock: infantry-only defence with no anti-tank factors, panzer AF doubled', 'Shock dei panzer: difesa di sola fanteria senza fattori anticarro, AF dei panzer raddoppiato', '×2'));
  const sa = num(inputs, 'supportAttack');
  if (sa > 0) { af += sa; steps.push(step('13.0', 'Attacker supports', 'Supporti dell\'attaccante', `+${fmt(sa)}`)); }
  steps.push(step('20.2.2', 'Attack strength', 'Forza d\'attacco', fmt(af)));

  // Defence factors.
  let df = 0;
  defenders.forEach((u) => {
    let v = Math.max(0, num(u, 'df'));
    if (terrain === 'salt-marsh' && isArmour(type(u))) v /= 2;
    df += v;
  });
  steps.push(step('20.2.3', terrain === 'salt-marsh' ? 'Defence factors (armour halved in salt marsh)' : 'Defence factors', terrain === 'salt-marsh' ? 'Fattori di difesa (corazzati dimezzati in palude salata)' : 'Fattori di difesa', fmt(df)));
  if (terrain === 'rough') { df += 1; steps.push(step('6.0', 'Rough terrain', 'Terreno difficile', '+1')); }
  if (allWadi) { df += 1; steps.push(step('6.0', 'Every attacker crosses a wadi', 'Tutti gli attaccanti attraversano uno uadi', '+1')); }
  if (fort === 'bardia') { df += 1; steps.push(step('14.0, 6.0', 'Bardia fort', 'Forte di Bardia', '+1')); }
  if (fort === 'tobruk') {
    const n = defenders.filter((u) => !flag(u, 'italian')).length;
    df += n;
    steps.push(step('14.1, 6.0', 'Tobruk fort: +1 per defending unit, not Italians', 'Forte di Tobruk: +1 per unità in difesa, non italiane', `+${n}`));
  }
  if (box) {
    const infantry = defenders.some((u) => isInfantry(type(u)));
    if (!infantry) steps.push(step('13.7, 6.0', 'A box needs infantry: no effect', 'Un box richiede fanteria: nessun effetto', '0'));
    else {
      const italian = defenders.some((u) => isInfantry(type(u)) && flag(u, 'italian'));
      df += italian ? 1 : 2;
      steps.push(step('13.7, 6.0', italian ? 'Fortified box with Italian infantry' : 'Fortified box', italian ? 'Box fortificato con fanteria italiana' : 'Box fortificato', italian ? '+1' : '+2'));
    }
  }
  const sd = num(inputs, 'supportDefence');
  if (sd > 0) { df += sd; steps.push(step('13.0', 'Defender supports', 'Supporti del difensore', `+${fmt(sd)}`)); }
  steps.push(step('20.2.3', 'Defence strength', 'Forza di difesa', fmt(df)));

  if (flag(inputs, 'mapEdge')) {
    return { steps, missingTables: [], outcome: { label: { en: 'Automatic DR whatever the odds (map-edge defence)', it: 'DR automatico qualunque sia il rapporto (difesa al bordo)' }, value: 'DR', rule: '20.4.1' } };
  }
  if (!(af > 0)) return invalid(steps, '20.2.2', 'No attack strength', 'Nessuna forza d\'attacco');
  if (!(df > 0)) return invalid(steps, '20.2.3', 'No defence strength', 'Nessuna forza di difesa');

  // Odds (20.2.5).
  let p = af >= df ? Math.floor(af / df) - 1 : -(Math.ceil(df / af) - 1);
  const label = (x: number): string => (x >= 0 ? `${x + 1}-1` : `1-${1 - x}`);
  steps.push(step('20.2.5', 'Odds, rounded for the defender', 'Rapporto, arrotondato a favore del difensore', `${fmt(af)}:${fmt(df)} = ${label(p)}`));
  if (p < -2) return { steps, missingTables: [], outcome: { label: { en: 'Automatic AE: odds below 1-3', it: 'AE automatico: rapporto sotto 1-3' }, value: 'AE', rule: '20.2.5' } };
  if (p > 5) { p = 5; steps.push(step('20.2.5', 'Above 6-1: read as 6-1', 'Oltre 6-1: vale 6-1', '6-1')); }
  if (terrain === 'mountain') {
    p -= 1;
    steps.push(step('6.0, 20.2.5', 'Mountain: one column left', 'Montagna: una colonna a sinistra', label(p)));
    if (p < -2) return { steps, missingTables: [], outcome: { label: { en: 'Automatic AE: odds below 1-3', it: 'AE automatico: rapporto sotto 1-3' }, value: 'AE', rule: '20.2.5' } };
  }
  const column = label(p);

  // DRMs (20.2.6).
  let drm = 0;
  if (flag(inputs, 'defenderOos') || flag(inputs, 'defenderDisrupted')) { drm += 2; steps.push(step('20.2.6', 'Defender out of supply or disrupted (not cumulative)', 'Difensore senza rifornimento o disorganizzato (non cumulativo)', '+2')); }
  if (flag(inputs, 'attackerOos') || flag(inputs, 'attackerDisrupted')) { drm -= 2; steps.push(step('20.2.6', 'Attacker out of supply or disrupted (not cumulative)', 'Attaccante senza rifornimento o disorganizzato (non cumulativo)', '−2')); }
  if (flag(inputs, 'combatMinus1')) { drm -= 1; steps.push(step('18.1, 20.2.6', 'Combat −1 action', 'Azione di combattimento −1', '−1')); }
  if (panzerSteps > 0) {
    const sup = Math.min(2, Math.max(0, panzerSteps - at));
    drm += sup;
    steps.push(step('12.7.2', `Panzer Superiority: ${panzerSteps} panzer steps against ${at} anti-tank factors (at most +2)`, `Superiorità dei panzer: ${panzerSteps} livelli panzer contro ${at} fattori anticarro (al massimo +2)`, signed(sup)));
  }
  steps.push(step('20.2.6', 'Total DRM', 'DRM totale', signed(drm)));

  const spec = crtId === 'assault' ? DS_ASSAULT_CRT : DS_MOBILE_CRT;
  crtId = spec.id;
  const cells = cellsOf(spec, tables);
  if (!cells) return missing(steps, spec.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = Math.min(8, Math.max(1, die + drm));
  steps.push(step('20.2.7', 'Modified roll (1 to 8)', 'Tiro modificato (da 1 a 8)', `${die} ${signed(drm)} → ${modified}`));
  const raw = cell(spec, cells, String(modified), column);
  if (raw === null) return missing(steps, spec.id);
  steps.push(step(spec.rule, `${crtId === 'assault-crt' ? 'Assault' : 'Mobile'} CRT, column ${column}, roll ${modified}`, `Tabella ${crtId === 'assault-crt' ? 'd\'assalto' : 'mobile'}, colonna ${column}, tiro ${modified}`, raw));

  let result = raw;
  const panzersAttack = panzerSteps > 0;
  const loneGarrison = defenders.length === 1 && type(defenders[0]!) === 'garrison';
  if (result === 'DE*' && (panzersAttack || loneGarrison)) {
    result = 'DE';
    steps.push(panzersAttack
      ? step('12.7.4', 'Resilience: DE* read as DE', 'Resilienza: DE* vale DE', 'DE')
      : step('2.2', 'A garrison defending alone: DE* read as DE', 'Una guarnigione che difende da sola: DE* vale DE', 'DE'));
  }
  if (crtId === 'assault-crt') steps.push(step('12.6, 20.3.1', 'Assault doctrine: the British first lose one more infantry step', 'Dottrina d\'assalto: i britannici perdono prima un livello di fanteria in più', '1'));
  if (shock && ['AL1', 'BL1', 'DR', 'DR*'].includes(result)) steps.push(step('12.7.3', 'Panzer Shock: the Allies lose one more step', 'Shock dei panzer: gli Alleati perdono un livello in più', '1'));
  if (['AL1', 'BL1', 'DR*', 'EX', '½EX', 'DE*'].includes(result)) {
    steps.push(step('20.3.2', 'First step lost: a non-replaceable unit, else armour, else a full two-step unit, else any', 'Primo livello perso: un\'unità non rimpiazzabile, altrimenti corazzati, altrimenti un\'unità a due livelli intatta, altrimenti qualunque', '1'));
  }
  let outcomeLabel = RESULT_TEXT[result] ?? { en: result, it: result };
  if (result === 'EX') {
    // The defender is eliminated; the attacker loses an equal number of steps (CRT legend; the example of play: Babini's two steps cost two).
    const lost = defenders.reduce((s, u) => s + num(u, 'steps', 1), 0);
    const all = lost + (crtId === 'assault-crt' ? 1 : 0);
    outcomeLabel = { en: `Defender eliminated; the attacker loses ${all} ${all === 1 ? 'step' : 'steps'}`, it: `Difensore eliminato; l'attaccante perde ${all} ${all === 1 ? 'livello' : 'livelli'}` };
    steps.push(step('2.2', 'EX: the attacker loses as many steps as the defender had', 'EX: l\'attaccante perde tanti livelli quanti ne aveva il difensore', lost));
    if (crtId === 'assault-crt') steps.push(step('2.2, 12.6', 'Steps the attacker loses in all, with the Assault doctrine\'s infantry step', 'Livelli persi in tutto dall\'attaccante, con il livello di fanteria della dottrina d\'assalto', lost + 1));
  }
  if (result === 'EX' && panzersAttack) steps.push(step('12.7.4', 'Resilience: the attacker\'s first loss may come from any German two-step unit', 'Resilienza: la prima perdita dell\'attaccante può venire da qualunque unità tedesca a due livelli', '1'));
  if (result === 'DR' || result === 'DR*') {
    const hexes = str(inputs, 'section', 'central') === 'central' ? 4 : 2;
    if (loneGarrison) steps.push(step('13.6.4', 'A garrison that must retreat is eliminated', 'Una guarnigione che deve ritirarsi è eliminata', '×'));
    else if (fort === 'tobruk' && axis && turn >= 2 && turn <= 9) steps.push(step('14.1, 20.3.3', 'Allied units in Tobruk may ignore the retreat in 1941', 'Le unità alleate a Tobruk possono ignorare la ritirata nel 1941', '0'));
    else steps.push(step('20.3.3', 'Retreat distance (a step lost for each hex short or through an uncontested enemy ZOC)', 'Distanza di ritirata (un livello perso per ogni esagono mancante o attraverso una ZOC nemica non contesa)', hexes));
  }
  return { steps, missingTables: [], outcome: { label: outcomeLabel, value: result, rule: spec.rule } };
};

const RESULT_TEXT: Record<string, Text> = {
  AE: { en: 'All attackers eliminated', it: 'Tutti gli attaccanti eliminati' },
  AL1: { en: 'Attacker loses 1 step', it: 'L\'attaccante perde 1 livello' },
  BL1: { en: 'Both lose 1 step', it: 'Entrambi perdono 1 livello' },
  DR: { en: 'Defender retreats', it: 'Il difensore si ritira' },
  'DR*': { en: 'Defender loses 1 step and retreats', it: 'Il difensore perde 1 livello e si ritira' },
  '½EX': { en: 'Every attacking and defending unit loses 1 step', it: 'Ogni unità attaccante e difendente perde 1 livello' },
  EX: { en: 'Defender eliminated; the attacker loses as many steps', it: 'Difensore eliminato; l\'attaccante perde altrettanti livelli' },
  'DE*': { en: 'Defender eliminated; the attacker loses 1 step', it: 'Difensore eliminato; l\'attaccante perde 1 livello' },
  DE: { en: 'Defender eliminated', it: 'Difensore eliminato' },
};
