export declare const CHROMIUM_HINT: string;
export declare function findChromium(o?: {
  env?: NodeJS.ProcessEnv;
  exists?: (file: string) => boolean;
}): { ok: true; path: string } | { ok: false; message: string };
