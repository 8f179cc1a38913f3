import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ServiceUnavailableError } from '@registro/server-platform/errors';
import { fatturaPaXsdFolder, sistemaTsFolder } from './standards-folders';
import type { XmlNode } from './xml-node';
import { XML_WORKER_SOURCE } from './xml-worker.source';
import { xsdMessageInItalian } from './xsd-message';

/** The ordinary FatturaPA 1.2.2, the simplified one (VFSM10), the SDI receipts (MessaggiTypes 1.1), the 730. */
export type XmlSchema = 'fatturapa' | 'fatturapa-semplificata' | 'sdi-messaggi' | 'sistemats';

export interface XmlValidation {
  /** false: not XML, or refused before the schema (DOCTYPE, too large) */
  wellFormed: boolean;
  /** the schema was available and was applied */
  validated: boolean;
  /** XSD errors in Italian (xsdMessageInItalian), or why the document is not well formed, with the line */
  errors: string[];
  tree: XmlNode | null;
}

interface SchemaFiles {
  dir: string;
  main: string;
  aliases: Record<string, string>;
}

/** The largest file the SDI accepts (5 MB); larger input is refused before parsing. */
export const XML_MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const XMLDSIG_URL = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';

/** The FatturaPA schema files of a folder: the `.local.xsd` variant when present (xmldsig imported locally). */
function fatturaPaSchema(dir: string): SchemaFiles | null {
  const local = 'Schema_del_file_xml_FatturaPA_v1.2.2.local.xsd';
  const official = 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
  const main = existsSync(join(dir, local)) ? local : existsSync(join(dir, official)) ? official : null;
  return main ? { dir, main, aliases: { [XMLDSIG_URL]: 'xmldsig-core-schema.xsd' } } : null;
}

/** A schema of the FatturaPA folder that imports xmldsig by its W3C URL (the simplified invoice, the SDI messages). */
function schemaWithXmldsig(dir: string, main: string): SchemaFiles | null {
  return existsSync(join(dir, main)) ? { dir, main, aliases: { [XMLDSIG_URL]: 'xmldsig-core-schema.xsd' } } : null;
}

function sistemaTsSchema(dir: string): SchemaFiles | null {
  return existsSync(join(dir, '730_precompilata.xsd')) ? { dir, main: '730_precompilata.xsd', aliases: {} } : null;
}

/** libxml2-wasm's entry file, found from the working directory or from the started script (the bundle). */
function libxml2Url(): string {
  for (const from of [process.cwd(), dirname(process.argv[1] ?? process.cwd())]) {
    try {
      return pathToFileURL(createRequire(join(from, 'package.json')).resolve('libxml2-wasm')).href;
    } catch {
      // next place
    }
  }
  return 'libxml2-wasm';
}

/**
 * Parses hostile XML safely and validates it against the official XSD (libxml2-wasm in a worker
 * thread: each schema compiled once and reused). A missing schema folder is logged once and the
 * document is still parsed, so the offline SDI checks run.
 */
@Injectable()
export class XmlSchemaValidator implements OnModuleDestroy {
  private readonly logger = new Logger('XmlSchemaValidator');
  private readonly schemas: Record<XmlSchema, SchemaFiles | null>;
  private readonly warned = new Set<XmlSchema>();
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: XmlValidation) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();

  constructor() {
    const fatturaPa = fatturaPaXsdFolder();
    this.schemas = {
      fatturapa: fatturaPaSchema(fatturaPa),
      'fatturapa-semplificata': schemaWithXmldsig(fatturaPa, 'Schema_VFSM10.xsd'),
      'sdi-messaggi': schemaWithXmldsig(fatturaPa, 'MessaggiTypes_v1.1.xsd'),
      sistemats: sistemaTsSchema(sistemaTsFolder()),
    };
  }

  hasSchema(schema: XmlSchema): boolean {
    return this.schemas[schema] !== null;
  }

  async validate(schema: XmlSchema, xml: string): Promise<XmlValidation> {
    if (Buffer.byteLength(xml, 'utf8') > XML_MAX_BYTES) return refused('Il file XML supera i 5 MB');
    if (/<!DOCTYPE|<!ENTITY/.test(xml)) return refused('Dichiarazione DOCTYPE o ENTITY non ammessa');
    if (!this.schemas[schema] && !this.warned.has(schema)) {
      this.warned.add(schema);
      this.logger.warn(`Schema XSD ${schema} non trovato: il file XML non viene validato contro lo schema ufficiale`);
    }
    return this.send(schema, xml);
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private send(schema: XmlSchema, xml: string): Promise<XmlValidation> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<XmlValidation>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new ServiceUnavailableError('Validazione XML scaduta: riprovare più tardi'));
        void worker.terminate();
      }, TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, schema, xml });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(XML_WORKER_SOURCE, { eval: true, workerData: { schemas: this.schemas, libxml2: libxml2Url() } });
    worker.unref();
    worker.on('message', (m: { id: number; failure?: string } & XmlValidation) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.failure) {
        this.logger.error(`Validazione XML non riuscita: ${m.failure}`);
        p.reject(new ServiceUnavailableError('Validazione XML non disponibile: riprovare più tardi'));
      }
      else p.resolve({ wellFormed: m.wellFormed, validated: !!m.validated, errors: m.wellFormed ? m.errors.map(xsdMessageInItalian) : m.errors, tree: m.tree });
    });
    worker.on('error', (e) => {
      this.logger.error(`Processo di validazione XML in errore: ${e.message}`);
      this.fail(new ServiceUnavailableError('Validazione XML non disponibile: riprovare più tardi'));
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.fail(new ServiceUnavailableError('Validazione XML interrotta: riprovare più tardi'));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: ServiceUnavailableError): void {
    this.worker = null;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(error);
      this.pending.delete(id);
    }
  }
}

function refused(message: string): XmlValidation {
  return { wellFormed: false, validated: false, errors: [message], tree: null };
}
