import { startTypeScript } from '@registro/server-testing/processes';

/** Runs invoice-save.ts in a process of its own (the whole api, from source) and answers its JSON lines. */
export async function saveFatturaLines(): Promise<Record<string, unknown>[]> {
  const child = await startTypeScript('benchmarks/eventstore/invoice-save.ts', [], { ready: null });
  return child
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{"workload"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
