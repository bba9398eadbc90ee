import type { TurnSpec } from '../../../../shared/companion/definition.js';

/**
 * Battle for North Africa: one month a turn (2.5), from September 1940 (the earliest turn the seed
 * names; it never states the start) to December 1942 (11.0): 28 turns.
 */

const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const IT = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const ev = (en: string, it: string, rule: string) => ({ text: { en, it }, rule });

export function bnaTurns(): TurnSpec[] {
  const out: TurnSpec[] = [];
  for (let i = 0; i < 28; i++) {
    const m = (8 + i) % 12;
    const y = 1940 + Math.floor((8 + i) / 12);
    const events: NonNullable<TurnSpec['events']> = [];
    if (y === 1940 && (m === 8 || m === 9)) events.push(ev('Allied RP: a die is rolled this turn', 'RP alleati: in questo turno si tira un dado', '9.1.3'));
    if ((y === 1940 && m >= 8) || (y === 1941 && m === 0)) events.push(ev('Axis RP: +1 die per village held (Sidi el-Barrani, Marsa Matruh, Maaten Baggush)', 'RP dell\'Asse: +1 dado per villaggio tenuto (Sidi el-Barrani, Marsa Matruh, Maaten Baggush)', '9.1.2a'));
    if ((y === 1940 && m >= 8) || (y === 1941 && m <= 2)) events.push(ev('Italian surrender check in F/1', 'Verifica della resa italiana in F/1', '9.5.5'));
    if (y === 1941 && m === 2) events.push(ev('End of turn: Axis +70 RP once; Malta counts from now on', 'Fine turno: Asse +70 RP una volta; da ora conta Malta', '9.1.2b, 8.5.6'));
    if (y === 1941 && m === 3) events.push(ev('Rommel arrives; Graziani no longer available', 'Arriva Rommel; Graziani non più disponibile', '4.5.3'));
    if (y === 1941 && m === 4) events.push(ev('From now on: Allied immediate victory if no Axis unit can trace a line of communications', 'Da ora: vittoria immediata alleata se nessuna unità dell\'Asse traccia una linea di comunicazione', '11.0'));
    if (y === 1942 && m === 11) events.push(ev('Last turn: end-of-game victory check', 'Ultimo turno: verifica della vittoria di fine partita', '11.0'));
    out.push({ n: i + 1, label: { en: `${EN[m]} ${y}`, it: `${IT[m]} ${y}` }, ...(events.length > 0 ? { events } : {}) });
  }
  return out;
}
