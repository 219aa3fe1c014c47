/**
 * Values the browser keeps but must neither read nor forge (the OIDC flow's state, nonce and verifier;
 * the identity tokens): JSON sealed with AES-256-GCM under the site's secret, in an HttpOnly cookie.
 * Stateless, so any site node can open what another sealed.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface Sealer {
  seal(value: unknown): string;
  open<T>(sealed: string | undefined): T | undefined;
}

export function createSealer(secret: string, purpose: string): Sealer {
  // One key per purpose: a sealed flow cookie can never be replayed as an identity cookie.
  const key = createHash('sha256').update(`${purpose}\0${secret}`).digest();
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open<T>(sealed: string | undefined) {
      if (!sealed) return undefined;
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
  };
}
