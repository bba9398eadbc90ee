import { err, ok } from '../../shared/api/result.js';
import { GAME_IDS, type GameId } from '../../shared/games/ids.js';
import type { CompanionDefinitionView } from '../../shared/api/contract-companion.js';
import type { Handlers } from '../api/registry.js';
import type { FeatureDeps } from './feature-deps.js';
import { companionDefinition } from '../companion/definitions.js';
import { createCompanionTables } from '../companion/tables.js';
import { createCompanionStates } from '../companion/session-state.js';
import { completenessOf, registerCompanionCapabilities } from '../companion/completeness.js';
import { checkInputs } from '../companion/inputs.js';
import { readDice } from '../companion/module.js';

type CompanionChannels = 'companion.definition' | 'companion.session' | 'companion.calculate' | 'companion.tables' | 'companion.tableSet' | 'companion.tableRemove' | 'companion.tableExport' | 'companion.tableImport' | 'companion.completeness';

/** The companion feature's API calls; handlers.ts joins them to the core handlers. Session actions go through game.apply. */
export function createCompanionHandlers(d: FeatureDeps): Pick<Handlers, CompanionChannels> {
  const definitionOf = (game: GameId) => companionDefinition(d.modules, game);
  const tables = createCompanionTables(d.db, definitionOf);
  const states = createCompanionStates(d.sessions, d.modules);

  // The home screen's indicators and the completeness page read the same registry: tell it now, and after every change of a table.
  const refresh = (game: GameId) => {
    const def = definitionOf(game);
    const list = tables.list(game);
    if (def && list.ok) registerCompanionCapabilities(d.capabilities, def, list.value);
  };
  for (const game of GAME_IDS) refresh(game);
  tables.onChange(refresh);

  return {
    'companion.definition': ({ gameId }) => {
      const def = definitionOf(gameId);
      if (!def) return err('companion.noDefinition', { gameId });
      const view: CompanionDefinitionView = { ...def, calculators: def.calculators.map(({ compute: _compute, ...spec }) => spec) };
      return ok(view);
    },
    'companion.session': ({ id, seq }) => {
      const r = states.stateAt(id, seq);
      return r.ok ? ok({ head: r.value.head, state: r.value.snapshot() }) : r;
    },
    'companion.calculate': ({ gameId, calculator, inputs, dice }) => {
      const def = definitionOf(gameId);
      if (!def) return err('companion.noDefinition', { gameId });
      const calc = def.calculators.find((c) => c.id === calculator);
      if (!calc) return err('companion.unknownCalculator', { calculator });
      const values = checkInputs(calc.inputs, inputs);
      if (!values.ok) return err('companion.badInput', { input: values.input });
      const read = { ...tables.userCells(gameId) };
      for (const t of def.tables) if (t.builtIn) read[t.id] = t.builtIn.cells;
      // A preview: physical values as typed (a d10 as 0–9), nothing logged.
      const rolled = dice && calc.roll ? readDice(calc.roll, dice) : null;
      try {
        return ok(calc.compute(values.values, read, rolled));
      } catch {
        return err('companion.badInput', { input: calculator });
      }
    },
    'companion.tables': ({ gameId }) => tables.list(gameId),
    'companion.tableSet': ({ gameId, table, cells, rowLabels, colLabels, enteredBy, sourceNote }) =>
      tables.set(gameId, table, cells, { ...(enteredBy !== undefined ? { enteredBy } : {}), ...(sourceNote !== undefined ? { sourceNote } : {}) }, { ...(rowLabels ? { rows: rowLabels } : {}), ...(colLabels ? { cols: colLabels } : {}) }),
    'companion.tableRemove': ({ gameId, table }) => tables.remove(gameId, table),
    'companion.tableExport': ({ gameId, table }) => tables.exportFile(gameId, table),
    'companion.tableImport': ({ text, gameId, table }) => tables.importFile(text, gameId && table ? { game: gameId, table } : undefined),
    'companion.completeness': ({ gameId }) => {
      const def = definitionOf(gameId);
      const list = def ? tables.list(gameId) : ok([]);
      return ok(completenessOf(gameId, d.capabilities, def, list.ok ? list.value : []));
    },
  };
}
