/**
 * Hostile archives for the VASSAL readers, each paired with the error code it must get. They are
 * written in the real zip format (tests/support/vassal/raw-zip.ts) so the refusal is the reader's.
 */
import { rawZip, type RawEntry } from './raw-zip.js';

const MiB = 1024 * 1024;
const text = (s: string): Buffer => Buffer.from(s, 'utf8');

export interface HostileZip {
  label: string;
  bytes: () => Buffer;
  code: string;
}

const ok: RawEntry = { name: 'moduledata', data: text('<data version="1"><name>x</name></data>') };

export const HOSTILE_ZIPS: readonly HostileZip[] = [
  { label: 'not a zip at all', bytes: () => text('<?xml version="1.0"?><VASSAL.build.GameModule/>'), code: 'vassal.notZip' },
  { label: 'a zip bomb (64 MiB of zeros deflated)', bytes: () => rawZip([ok, { name: 'images/map.png', data: Buffer.alloc(64 * MiB) }]), code: 'vassal.zipBomb' },
  { label: 'an entry that claims 2 GB', bytes: () => rawZip([ok, { name: 'images/big.png', data: Buffer.alloc(4096, 7), declaredSize: 2 ** 31 }]), code: 'vassal.zipEntryTooLarge' },
  { label: 'a ../ traversal name', bytes: () => rawZip([ok, { name: '../../etc/evil', data: text('x') }]), code: 'vassal.unsafePath' },
  { label: 'a backslash traversal name', bytes: () => rawZip([ok, { name: 'images\\..\\..\\evil.png', data: text('x') }]), code: 'vassal.unsafePath' },
  { label: 'an absolute name', bytes: () => rawZip([ok, { name: '/tmp/evil', data: text('x') }]), code: 'vassal.unsafePath' },
  { label: 'a drive-letter name', bytes: () => rawZip([ok, { name: 'C:/Windows/evil', data: text('x') }]), code: 'vassal.unsafePath' },
  { label: 'a NUL byte in a name', bytes: () => rawZip([ok, { name: Buffer.from('images/a.png\0.txt', 'latin1'), data: text('x') }]), code: 'vassal.unsafePath' },
  { label: 'a symbolic link entry', bytes: () => rawZip([ok, { name: 'images/link', data: text('/etc/passwd'), unixMode: 0o120777 }]), code: 'vassal.zipLink' },
  { label: 'an encrypted entry', bytes: () => rawZip([ok, { name: 'buildFile.xml', data: Buffer.alloc(16, 9), declaredSize: 4, flags: 1, deflate: false }]), code: 'vassal.zipEncrypted' },
  { label: 'an unknown compression method', bytes: () => rawZip([ok, { name: 'buildFile.xml', data: text('<a/>'), method: 12 }]), code: 'vassal.zipUnsupported' },
];
