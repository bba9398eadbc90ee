/**
 * The sandboxed preload: exposes exactly one object, window.api, with one function per API call.
 * No ipcRenderer, no generic send/invoke; built as a single CommonJS file.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, ipcChannel } from '../../shared/api/channels.js';

const api = Object.freeze(
  Object.fromEntries(CHANNELS.map((c) => [c, (args: unknown) => ipcRenderer.invoke(ipcChannel(c), args)])),
);

contextBridge.exposeInMainWorld('api', api);
