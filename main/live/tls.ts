import tls from 'node:tls';
import net from 'node:net';
import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

/** A certificate for the host's TLS listener, made for this live session, and its SHA-256 fingerprint. */
export interface HostCertificate {
  key: string;
  cert: string;
  fingerprint: string;
}

/** A fresh self-signed certificate (EC P-256, valid 30 days); nothing is written to disk. */
export async function newHostCertificate(now: Date = new Date()): Promise<HostCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'Campaign Table live game' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 30 * 24 * 3600_000),
  });
  return { key: pems.private, cert: pems.cert, fingerprint: new X509Certificate(pems.cert).fingerprint256 };
}

/**
 * A TLS connection that accepts exactly one certificate: the one whose SHA-256 fingerprint the
 * invitation carries. The chain is not checked (the certificate is self-signed); the fingerprint
 * is, before anything is sent: the WebSocket's handshake waits for `secureConnect`, and a
 * certificate with another fingerprint destroys the socket with `live.certificateMismatch`.
 */
export function pinnedConnect(fingerprint: string) {
  return (options: tls.ConnectionOptions): net.Socket => {
    const socket = tls.connect({ ...options, rejectUnauthorized: false, checkServerIdentity: () => undefined });
    socket.once('secureConnect', () => {
      const seen = socket.getPeerCertificate().fingerprint256;
      if (seen !== fingerprint) socket.destroy(Object.assign(new Error('live.certificateMismatch'), { code: 'live.certificateMismatch' }));
    });
    return socket;
  };
}
