import { CHANNELS, ipcChannel } from '../../shared/api/channels.js';
import { err, type Result } from '../../shared/api/result.js';
import type { Registry } from '../api/registry.js';
import { isTrustedSender, type SenderFrame } from '../security/policy.js';

/** The part of Electron's ipcMain this module needs; a fake implements it in tests. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, args: unknown) => Promise<Result<unknown>>): void;
}

export interface IpcEventLike {
  sender: { id: number; mainFrame?: unknown };
  senderFrame: ({ url: string } & object) | null;
}

/**
 * The only place ipcMain.handle is called. Each call is answered only for the app's own top frame,
 * then goes through the registry (schema check, size and rate limits), and always resolves to a
 * Result: a thrown error would reach the renderer as English text, which we never send.
 */
export function bindIpc(ipcMain: IpcMainLike, registry: Registry, allowedOrigins: readonly string[]): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcChannel(channel), async (event, args) => {
      const frame: SenderFrame | null = event.senderFrame
        ? { url: event.senderFrame.url, isMainFrame: event.senderFrame === event.sender.mainFrame }
        : null;
      if (!isTrustedSender(frame, allowedOrigins)) return err('api.forbiddenSender');
      return registry.dispatch(channel, args, { id: `ipc-${event.sender.id}` });
    });
  }
}
