import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * Renders k8s/overlays/{small,production} with `kubectl kustomize` (.ci/run installs kubectl when
 * missing; Debian's kubernetes-client is enough) and checks what a cluster operator relies on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Oggetto = any;

const RADICE = resolve(__dirname, '../../../..');

function rendi(overlay: string): Oggetto[] {
  const yaml = execFileSync('kubectl', ['kustomize', `k8s/overlays/${overlay}`], {
    cwd: RADICE,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(yaml)
    .map((d) => d.toJS())
    .filter(Boolean);
}

const byteMemoria = (q: string) => {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi)?$/.exec(q);
  if (!m) throw new Error(`quantità non capita: ${q}`);
  const unita: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 };
  return Number(m[1]) * (m[2] ? (unita[m[2]] ?? 1) : 1);
};
const milliCpu = (q: string | number) => (String(q).endsWith('m') ? Number(String(q).slice(0, -1)) : Number(q) * 1000);

describe.each(['small', 'production'])('Kubernetes overlay %s (kubectl kustomize)', (overlay) => {
  let oggetti: Oggetto[];
  const find = (kind: string, name: string) => {
    const o = oggetti.find((x) => x.kind === kind && x.metadata.name === name);
    if (!o) throw new Error(`${kind}/${name} non c'è in ${overlay}`);
    return o;
  };
  const configMap = () => find('ConfigMap', 'registro-config').data as Record<string, string>;

  beforeAll(() => {
    oggetti = rendi(overlay);
  });

  it('puts every namespaced object in the registro namespace', () => {
    for (const o of oggetti.filter((x) => x.kind !== 'Namespace')) expect([o.kind, o.metadata.namespace]).toEqual([o.kind, 'registro']);
  });

  describe.each([
    ['registro-api', 'api', 'http'],
    ['registro-worker', 'worker', 'health'],
  ])('Deployment %s', (nome, contenitore, porta) => {
    const deployment = () => find('Deployment', nome);
    const pod = () => deployment().spec.template.spec;
    const container = () => pod().containers.find((c: Oggetto) => c.name === contenitore);

    it('probes /api/health on its own port (readiness, liveness, startup)', () => {
      const c = container();
      const numero = c.ports.find((p: Oggetto) => p.name === porta).containerPort;
      expect(numero).toBe(Number(configMap()[porta === 'http' ? 'PORT' : 'WORKER_PORT']));
      for (const sonda of ['readinessProbe', 'livenessProbe', 'startupProbe'])
        expect(c[sonda].httpGet).toEqual({ path: '/api/health', port: porta });
      // liveness gives up later than readiness: a database hiccup does not restart the pods
      expect(c.livenessProbe.periodSeconds * c.livenessProbe.failureThreshold).toBeGreaterThan(
        c.readinessProbe.periodSeconds * c.readinessProbe.failureThreshold,
      );
    });

    it('runs non-root, read-only, without capabilities, with seccomp RuntimeDefault and a /tmp emptyDir', () => {
      expect(pod().securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod().securityContext.runAsUser).toBeGreaterThan(0);
      expect(pod().automountServiceAccountToken).toBe(false);
      expect(container().securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      const tmp = container().volumeMounts.find((m: Oggetto) => m.mountPath === '/tmp');
      expect(pod().volumes.find((v: Oggetto) => v.name === tmp.name).emptyDir).toEqual({});
    });

    it('asks for cpu and memory and caps memory', () => {
      const { requests, limits } = container().resources;
      expect(milliCpu(requests.cpu)).toBeGreaterThan(0);
      expect(byteMemoria(limits.memory)).toBeGreaterThanOrEqual(byteMemoria(requests.memory));
    });

    it('reads the ConfigMap and the Secret', () => {
      expect(container().envFrom).toEqual([
        { configMapRef: { name: 'registro-config' } },
        { secretRef: { name: 'registro-secrets' } },
      ]);
      if (overlay === 'small') expect(find('Secret', 'registro-secrets').stringData ?? find('Secret', 'registro-secrets').data).toBeDefined();
      // production: created outside the repository, never rendered with real values
      else expect(oggetti.some((o) => o.kind === 'Secret')).toBe(false);
    });

    it('has an HPA and a PodDisruptionBudget that still lets a node drain', () => {
      const hpa = find('HorizontalPodAutoscaler', nome);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: nome });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(deployment().spec.replicas);
      const pdb = find('PodDisruptionBudget', nome);
      expect(pdb.spec.selector.matchLabels).toEqual(deployment().spec.selector.matchLabels);
      expect(deployment().spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
      if (pdb.spec.minAvailable !== undefined) expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
      else expect(pdb.spec.maxUnavailable).toBeGreaterThanOrEqual(1);
    });
  });

  it('sizes replicas and resources for the overlay', () => {
    const api = find('Deployment', 'registro-api');
    const worker = find('Deployment', 'registro-worker');
    const memoria = (d: Oggetto) => byteMemoria(d.spec.template.spec.containers[0].resources.limits.memory);
    if (overlay === 'small') {
      expect([api.spec.replicas, worker.spec.replicas]).toEqual([1, 1]);
      expect(memoria(api)).toBeLessThanOrEqual(512 * 2 ** 20);
    } else {
      expect(api.spec.replicas).toBeGreaterThanOrEqual(3);
      expect(worker.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(find('HorizontalPodAutoscaler', 'registro-api').spec.minReplicas).toBeGreaterThanOrEqual(3);
      expect(memoria(api)).toBeGreaterThanOrEqual(1024 * 2 ** 20);
      expect(api.spec.template.spec.topologySpreadConstraints).toHaveLength(1);
    }
  });

  it('drains the api within the grace period: preStop, then SHUTDOWN_TIMEOUT_MS, then closing', () => {
    const pod = find('Deployment', 'registro-api').spec.template.spec;
    const c = pod.containers[0];
    const [comando, secondi] = c.lifecycle.preStop.exec.command;
    expect(comando).toBe('sleep');
    const timeout = Number(c.env.find((e: Oggetto) => e.name === 'SHUTDOWN_TIMEOUT_MS').value) / 1000;
    expect(Number(secondi) + timeout + 5).toBeLessThanOrEqual(pod.terminationGracePeriodSeconds);
    expect(find('Deployment', 'registro-api').spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('exposes the api through a Service and an Ingress ready for socket.io', () => {
    const service = find('Service', 'registro-api');
    const api = find('Deployment', 'registro-api');
    expect(api.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(service.spec.ports[0].targetPort).toBe('http');
    const ingress = find('Ingress', 'registro');
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({ name: 'registro-api', port: { name: 'http' } });
    const a = ingress.metadata.annotations;
    expect(Number(a['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(Number(a['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(3600);
    // long-polling requests of one socket.io session must reach the same replica
    expect(a['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    if (overlay === 'production') expect(ingress.spec.tls[0].secretName).toBe('registro-tls');
  });

  it('migrates with a Job on the api image, locked down like the Deployments', () => {
    const job = find('Job', 'registro-migrate');
    const pod = job.spec.template.spec;
    expect(pod.containers[0].args).toEqual(['node', 'main.js', 'migrate']);
    expect(pod.containers[0].image).toBe(find('Deployment', 'registro-api').spec.template.spec.containers[0].image);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.containers[0].securityContext.readOnlyRootFilesystem).toBe(true);
    expect(pod.restartPolicy).toBe('OnFailure');
  });

  it('gives SPID its IdP metadata folder and a writable key folder (or mounted keys)', () => {
    const env = configMap();
    const c = find('Deployment', 'registro-api').spec.template.spec;
    const montaggio = (path: string) => {
      const m = c.containers[0].volumeMounts.find((x: Oggetto) => path.startsWith(x.mountPath));
      expect(m).toBeDefined();
      return c.volumes.find((v: Oggetto) => v.name === m.name);
    };
    const metadata = montaggio(env['SPID_IDP_METADATA_DIR']);
    find('ConfigMap', metadata.configMap.name);
    expect(montaggio(env['SPID_DATA_DIR']).emptyDir).toEqual({});
    if (overlay === 'production') {
      expect(montaggio(env['SPID_KEY_FILE']).secret.secretName).toBe('registro-spid-sp');
      expect(montaggio(env['SPID_CERT_FILE']).secret.secretName).toBe('registro-spid-sp');
    }
  });

  it('mounts the signing certificate in the api and gives the worker\'s Chromium shared memory', () => {
    const env = configMap();
    const api = find('Deployment', 'registro-api').spec.template.spec;
    const montaggioFirma = api.containers[0].volumeMounts.find((m: Oggetto) => env['FIRMA_P12_PATH'].startsWith(`${m.mountPath}/`));
    expect(montaggioFirma).toBeDefined();
    expect(api.volumes.find((v: Oggetto) => v.name === montaggioFirma.name).secret.secretName).toBe('registro-firma');
    expect(env['CHROMIUM_PATH']).toBe('/usr/bin/chromium');
    const worker = find('Deployment', 'registro-worker').spec.template.spec;
    const shm = worker.containers[0].volumeMounts.find((m: Oggetto) => m.mountPath === '/dev/shm');
    expect(worker.volumes.find((v: Oggetto) => v.name === shm.name).emptyDir.medium).toBe('Memory');
  });
});
