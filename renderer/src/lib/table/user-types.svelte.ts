import { readUserTypes, writeUserType, type UnitType } from './user-types';

/** The entered counter types, reactive: `version` changes whenever one is entered or cleared. */
class UserTypes {
  version = $state(0);

  of(gameId: string): Map<string, UnitType> {
    void this.version;
    try {
      return readUserTypes(localStorage, gameId);
    } catch {
      return new Map();
    }
  }

  set(gameId: string, unitId: string, type: UnitType | null): void {
    try {
      writeUserType(localStorage, gameId, unitId, type);
    } catch {
      // Storage refused: nothing is entered.
      return;
    }
    this.version++;
  }
}

export const userTypes = new UserTypes();
