/**
 * Kassala's default setup as VASSAL 3.6.5 wrote it (anchor-vassal-formats §5.2): the rows the note
 * records — five pieces of its 23 in three of its 21 stacks, its players, board, SETUP_STACK and turn.
 */
import type { FixturePiece, FixtureSave } from './save-fixture.js';

const kassalaPiece = (id: string, image: string, x: number, y: number, gpid: string): FixturePiece => ({
  id,
  traits: [
    { type: 'clone;Clone;67,130;', state: '' },
    { type: 'delete;Delete;68,130;', state: '' },
    { type: `piece;;;${image}.png;${image}`, state: `Main Map;${x};${y};${gpid};0` },
  ],
});

export const KASSALA: FixtureSave = {
  pieces: [
    kassalaPiece('1648473853373', 'Moslem_Infantry_3-2_Nubian', 506, 586, '43'),
    kassalaPiece('1648473853369', 'Moslem_Cannon_1-0', 734, 718, '53'),
    kassalaPiece('1648473853370', 'Moslem_Cannon_1-0', 734, 718, '54'),
    kassalaPiece('1648473853371', 'Moslem_Cannon_1-0', 734, 718, '55'),
    kassalaPiece('1648473853395', 'Christian_Infantry_4-2_Portuguese', 734, 1516, '57'),
  ],
  stacks: [
    { id: '1648473853374', map: 'Main Map', x: 506, y: 586, members: ['1648473853373'] },
    { id: '1648473853372', map: 'Main Map', x: 734, y: 718, members: ['1648473853369', '1648473853370', '1648473853371'] },
    { id: '1648473853396', map: 'Main Map', x: 734, y: 1516, members: ['1648473853395'] },
  ],
  after: ['PLAYER\tp1\tJoel\tMoslem', 'PLAYER\tp2\tAnn\tChristian', 'Main MapBoardPicker\tKassala\t0\t0', 'SETUP_STACK\t', 'TURNTurnTracker0\t0|1;0;false;10'],
  key: 0x76,
  moduleName: 'Kassala',
  moduleVersion: '0.2.0',
};
