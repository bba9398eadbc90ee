import type { Client } from '../api/registry.js';

/** Clients going away (a closed connection): features subscribe to drop what each one held. */
export interface Departures {
  on(listener: (client: Client) => void): void;
  emit(client: Client): void;
}

export function createDepartures(): Departures {
  const listeners: ((client: Client) => void)[] = [];
  return {
    on: (listener) => void listeners.push(listener),
    emit: (client) => {
      for (const l of listeners) l(client);
    },
  };
}
