/**
 * The video service of the browser tests: the API runs in 8x8 JaaS mode with a key pair made for the run, and
 * VIDEO_HOST points at a local server that answers every `…/external_api.js` with the stand-in IFrame script.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createVerify, generateKeyPairSync } from 'node:crypto';

export const JAAS_APP_ID = 'vpaas-magic-cookie-e2e0000000000000000000000000000';
const script = fs.readFileSync(new URL('../stand-ins/external_api.js', import.meta.url));
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Starts the stand-in server on `port`; returns the API environment and a stop function. */
export async function startVideoStandIn(port, host = '127.0.0.1') {
  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0].endsWith('/external_api.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
      res.end(script);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    apiEnv: {
      VIDEO_HOST: `http://${host}:${port}`,
      JAAS_APP_ID,
      JAAS_KEY_ID: `${JAAS_APP_ID}/e2e`,
      JAAS_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Checks a JaaS token's RS256 signature with the run's public key and returns its header and payload. */
export function verifyJaasToken(jwt) {
  const [header, payload, signature] = jwt.split('.');
  const ok = createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the token does not verify with the JaaS key');
  const part = (s) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
  return { header: part(header), payload: part(payload) };
}
