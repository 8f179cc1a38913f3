import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { ClasseTask } from '@registro/contracts';
import { TASK_HANDLER_METADATA, type TaskHandlerDescription, type TaskHandler } from './task-handler';

interface Registrato extends TaskHandlerDescription {
  gestore: TaskHandler;
}

/** Every provider marked @RegisterTaskHandler, by its class name ("Nome Classe"). */
@Injectable()
export class TaskHandlerRegistry {
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

  gestore(nomeClasse: string): TaskHandler | undefined {
    return this.mappa().get(nomeClasse)?.gestore;
  }

  /** Read once, after every module is instantiated (the first call comes from a request or a job). */
  private mappa(): Map<string, Registrato> {
    if (this.registrati) return this.registrati;
    const trovati = new Map<string, Registrato>();
    for (const wrapper of this.discovery.getProviders()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const d = Reflect.getMetadata(TASK_HANDLER_METADATA, metatype) as TaskHandlerDescription | undefined;
      if (d) trovati.set(d.nomeClasse, { ...d, gestore: instance as TaskHandler });
    }
    this.registrati = trovati;
    return trovati;
  }
}
