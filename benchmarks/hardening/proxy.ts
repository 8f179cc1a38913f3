import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stop, type RunningProcess } from '@registro/server-testing/processes';

/** NGINX_PATH, else Debian's /usr/sbin/nginx (not in a non-root PATH), else `nginx` from PATH. */
const NGINX = process.env['NGINX_PATH'] || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The access log of the proxy in `cartella`: one line per request, `METHOD URI apis | statuses | status`. */
export const ACCESSI = 'accessi.log';

/** The header nginx adds to every answer: the `host:port` of the api that answered (the last one tried). */
export const HEADER_REPLICA = 'x-registro-replica';

/**
 * nginx from Debian in front of the apis, round-robin, as an ingress would be: WebSocket upgrade
 * for socket.io, and a POST whose api dies (connection refused or reset before an answer) tried
 * once on the next api (`proxy_next_upstream error timeout non_idempotent`): safe because every
 * save carries an Idempotency-Key, so a save the dead api committed is answered, not made again.
 * Its files (configuration, pid, temporary bodies, error log) live in `cartella`. Its port comes
 * from `nuovaPorta` just before it starts; a port taken in between (nginx cannot bind it) is
 * replaced by another, up to three times.
 */
export async function avviaProxy(cartella: string, nuovaPorta: () => Promise<number>, apis: number[]): Promise<{ nginx: RunningProcess; porta: number }> {
  if (spawnSync(NGINX, ['-v']).error)
    throw new Error('nginx non trovato: installarlo con `sudo apt-get install -y nginx-light` (lo fa .ci/run)');
  for (let tentativo = 1; ; tentativo++) {
    const porta = await nuovaPorta();
    const nginx = await provaProxy(cartella, porta, apis);
    if (nginx) return { nginx, porta };
    if (tentativo === 3) throw new Error(`nginx: porta occupata tre volte (vedi ${resolve(cartella, 'nginx-error.log')})`);
  }
}

/** nginx on `porta`, once it answers through to an api; undefined when the port was taken. */
async function provaProxy(cartella: string, porta: number, apis: number[]): Promise<RunningProcess | undefined> {
  mkdirSync(cartella, { recursive: true });
  const percorso = (nome: string) => resolve(cartella, nome);
  scriviConfigurazione(cartella, porta, apis, true);
  const child = spawn(NGINX, ['-p', cartella, '-e', percorso('nginx-error.log'), '-c', percorso('nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let testo = '';
  const leggi = (chunk: Buffer) => void (testo = (testo + chunk.toString()).slice(-20_000));
  child.stdout.on('data', leggi);
  child.stderr.on('data', leggi);
  child.on('error', (e) => leggi(Buffer.from(e.message)));
  const nginx: RunningProcess = { child, exited: new Promise((r) => child.once('exit', (code) => r(code))), output: () => testo };
  // ready once an api answers /api/health through it: only nginx adds the replica header, so
  // another process on the port does not count
  for (const fine = Date.now() + 10_000; Date.now() < fine && child.exitCode === null; await new Promise((r) => setTimeout(r, 100))) {
    const pronto = await fetch(`http://127.0.0.1:${porta}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.headers.has(HEADER_REPLICA),
      () => false,
    );
    if (pronto && child.exitCode === null) return nginx;
  }
  await stop(nginx, 'SIGKILL');
  const registro = existsSync(percorso('nginx-error.log')) ? readFileSync(percorso('nginx-error.log'), 'utf8') : '';
  if (/Address already in use/.test(testo + registro)) return undefined;
  throw new Error(`nginx non risponde sulla porta ${porta}: ${testo.slice(-500)} (vedi ${percorso('nginx-error.log')})`);
}

/**
 * The configuration again, with or without the retry of non-idempotent requests (`ritentaPost`:
 * false is ingress-nginx's default, `error timeout`), read by nginx at SIGHUP; resolves once the
 * new workers answer.
 */
export async function ricaricaProxy(nginx: RunningProcess, cartella: string, porta: number, apis: number[], ritentaPost: boolean): Promise<void> {
  scriviConfigurazione(cartella, porta, apis, ritentaPost);
  nginx.child.kill('SIGHUP');
  // the old worker finishes its requests, the new one takes the new ones
  await new Promise((r) => setTimeout(r, 1000));
}

function scriviConfigurazione(cartella: string, porta: number, apis: number[], ritentaPost: boolean): void {
  const percorso = (nome: string) => resolve(cartella, nome);
  const conf = `
worker_processes 1;
pid ${percorso('nginx.pid')};
error_log ${percorso('nginx-error.log')} warn;
daemon off;
${process.getuid?.() === 0 ? 'user root root;' : ''}
events { worker_connections 1024; }
http {
  # one line per request: the apis tried ("A, B" when it retried) and what each answered
  log_format repliche '$request_method $uri $upstream_addr | $upstream_status | $status';
  access_log ${percorso(ACCESSI)} repliche;
  client_body_temp_path ${percorso('corpi')};
  proxy_temp_path ${percorso('proxy')};
  fastcgi_temp_path ${percorso('fastcgi')};
  uwsgi_temp_path ${percorso('uwsgi')};
  scgi_temp_path ${percorso('scgi')};
  client_max_body_size 50m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream registro_api {
${apis.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${porta};
    location / {
      proxy_pass http://registro_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout${ritentaPost ? ' non_idempotent' : ''};
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
      add_header X-Registro-Replica $upstream_addr always;
    }
  }
}
`;
  writeFileSync(percorso('nginx.conf'), conf);
}
