import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { ClasseTask } from '@registro/contracts';
import { METADATI_GESTORE_TASK, type DescrizioneGestoreTask, type GestoreTask } from './gestore-task';

interface Registrato extends DescrizioneGestoreTask {
  gestore: GestoreTask;
}

/** Every provider marked @GestoreTaskRegistrato, by its class name ("Nome Classe"). */
@Injectable()
export class RegistroGestoriTask {
  private registrati?: Map<string, Registrato>;

  constructor(private readonly discovery: DiscoveryService) {}

  classi(): ClasseTask[] {
    return [...this.mappa().values()]
      .map(({ nomeClasse, descrizione }) => ({ nomeClasse, descrizione }))
      .sort((a, b) => a.nomeClasse.localeCompare(b.nomeClasse));
  }

  nomi(): ReadonlySet<string> {
    return new Set(this.mappa().keys());
  }

  gestore(nomeClasse: string): GestoreTask | undefined {
    return this.mappa().get(nomeClasse)?.gestore;
  }

  /** Read once, after every module is instantiated (the first call comes from a request or a job). */
  private mappa(): Map<string, Registrato> {
    if (this.registrati) return this.registrati;
    const trovati = new Map<string, Registrato>();
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const d = Reflect.getMetadata(METADATI_GESTORE_TASK, metatype) as DescrizioneGestoreTask | undefined;
      if (d) trovati.set(d.nomeClasse, { ...d, gestore: instance as GestoreTask });
    }
    this.registrati = trovati;
    return trovati;
  }
}
