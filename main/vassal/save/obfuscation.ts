/**
 * The obfuscation of a save's `savedGame` entry (anchor-vassal-formats §4.1): `!VCSK`, one key byte
 * as two hex digits, then every byte of the UTF-8 payload XOR the key as two hex digits. An entry
 * without the header is plain text. Broken digits or a dangling half byte are refused with a code.
 */
import { randomInt } from 'node:crypto';
import { VassalError } from '../pieces/errors.js';

const HEADER = '!VCSK';
const HEADER_BYTES = Buffer.from(HEADER, 'latin1');

export interface DecodedPayload {
  text: string;
  /** null when the entry was plain text. */
  key: number | null;
  /** The hex digits were upper case (files of 2007). */
  upperCase: boolean;
  /** The bytes were not UTF-8 and were read as Windows-1252. */
  notUtf8: boolean;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

export function isObfuscated(entry: Uint8Array): boolean {
  return entry.length >= HEADER_BYTES.length && Buffer.from(entry.buffer, entry.byteOffset, HEADER_BYTES.length).equals(HEADER_BYTES);
}

/** The digits decoded natively and XORed with the key, or null when some digit is not hex (Node stops at the first). */
function unhex(digits: Uint8Array, key: number): Uint8Array | null {
  const out = Buffer.from(Buffer.from(digits.buffer, digits.byteOffset, digits.length).toString('latin1'), 'hex');
  if (out.length * 2 !== digits.length) return null;
  for (let i = 0; i < out.length; i++) out[i]! ^= key;
  return out;
}

/** The slow path, digit by digit: it says where the first broken digit is. */
function unhexChecked(entry: Uint8Array, from: number, key: number): Uint8Array {
  const out = new Uint8Array((entry.length - from) / 2);
  for (let i = from, o = 0; i < entry.length; i += 2, o++) {
    const hi = hexValue(entry[i]!);
    const lo = hexValue(entry[i + 1]!);
    if (hi < 0 || lo < 0) throw new VassalError('vassal.save.badObfuscation', { at: hi < 0 ? i : i + 1 });
    out[o] = ((hi << 4) | lo) ^ key;
  }
  return out;
}

/** Whether the digits were written in upper case (files of 2007), kept so that a save is written back alike. */
function hasUpperDigits(digits: Uint8Array): boolean {
  const b = Buffer.from(digits.buffer, digits.byteOffset, digits.length);
  for (let c = 65; c <= 70; c++) if (b.includes(c)) return true;
  return false;
}

/** Decodes a `savedGame` entry into its command text. */
export function decodeSavedGame(entry: Uint8Array): DecodedPayload {
  let bytes: Uint8Array;
  let key: number | null = null;
  let upperCase = false;
  if (isObfuscated(entry)) {
    const n = entry.length - HEADER_BYTES.length;
    if (n < 2) throw new VassalError('vassal.save.truncated', { at: entry.length });
    if (n % 2 !== 0) throw new VassalError('vassal.save.truncated', { at: entry.length });
    const start = HEADER_BYTES.length;
    const k1 = hexValue(entry[start]!);
    const k2 = hexValue(entry[start + 1]!);
    if (k1 < 0 || k2 < 0) throw new VassalError('vassal.save.badObfuscation', { at: start });
    key = (k1 << 4) | k2;
    bytes = unhex(entry.subarray(start + 2), key) ?? unhexChecked(entry, start + 2, key);
    upperCase = hasUpperDigits(entry.subarray(start + 2));
  } else bytes = entry;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), key, upperCase, notUtf8: false };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), key, upperCase, notUtf8: true };
  }
}

const LOWER = '0123456789abcdef';
const UPPER = '0123456789ABCDEF';

/** Encodes command text as an obfuscated `savedGame` entry (a random key unless one is given; lower-case digits unless asked). */
export function encodeSavedGame(text: string, key: number = randomInt(256), upperCase = false): Buffer {
  if (!Number.isInteger(key) || key < 0 || key > 255) throw new VassalError('vassal.write.badKey', { key: String(key) });
  const digits = upperCase ? UPPER : LOWER;
  const payload = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(HEADER_BYTES.length + 2 + payload.length * 2);
  HEADER_BYTES.copy(out, 0);
  let o = HEADER_BYTES.length;
  out[o++] = digits.charCodeAt(key >> 4);
  out[o++] = digits.charCodeAt(key & 15);
  for (let i = 0; i < payload.length; i++) {
    const v = payload[i]! ^ key;
    out[o++] = digits.charCodeAt(v >> 4);
    out[o++] = digits.charCodeAt(v & 15);
  }
  return out;
}
