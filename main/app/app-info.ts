import path from 'node:path';
import type { AppInfo } from '../../shared/api/contract.js';
import { isLocalClient, type Client } from '../api/registry.js';

/**
 * What `app.info` tells one caller. Someone at this computer sees the data folder, the database
 * file and, when the server listens beyond this computer, the links (with the access token) to
 * open on another device. A client on another device sees none of these: no paths of this
 * machine, no token it could hand on, and not which process holds the data folder.
 */
export function appInfoFor(info: AppInfo, client: Client, accessUrls: readonly string[]): AppInfo {
  if (isLocalClient(client)) return accessUrls.length > 0 ? { ...info, accessUrls: [...accessUrls] } : { ...info };
  const { dataDir: _dataDir, databasePath: _databasePath, accessUrls: _accessUrls, ...rest } = info;
  return {
    ...rest,
    // Which process on which host holds the data folder is this computer's business too.
    lockedBy: null,
    // A notice may name a file (the copy of a damaged database): only its name goes out.
    notices: info.notices.map((n) => ({
      code: n.code,
      params: Object.fromEntries(Object.entries(n.params).map(([k, v]) => [k, k === 'path' && typeof v === 'string' ? path.basename(v) : v])),
    })),
  };
}
