import { ByteReader } from './byte-reader';
import { JavaSerializationError } from './java-serialization-error';
import type {
  JavaAnnotation,
  JavaClassData,
  JavaClassDesc,
  JavaFieldDesc,
  JavaObject,
  JavaValue,
} from './java-value';

const STREAM_MAGIC = 0xaced;
const STREAM_VERSION = 5;
const BASE_WIRE_HANDLE = 0x7e0000;

const TC_NULL = 0x70;
const TC_REFERENCE = 0x71;
const TC_CLASSDESC = 0x72;
const TC_OBJECT = 0x73;
const TC_STRING = 0x74;
const TC_ARRAY = 0x75;
const TC_CLASS = 0x76;
const TC_BLOCKDATA = 0x77;
const TC_ENDBLOCKDATA = 0x78;
const TC_RESET = 0x79;
const TC_BLOCKDATALONG = 0x7a;
const TC_EXCEPTION = 0x7b;
const TC_LONGSTRING = 0x7c;
const TC_PROXYCLASSDESC = 0x7d;
const TC_ENUM = 0x7e;

const SC_WRITE_METHOD = 0x01;
const SC_SERIALIZABLE = 0x02;
const SC_EXTERNALIZABLE = 0x04;
const SC_BLOCK_DATA = 0x08;

const PRIMITIVE_SIZES: Readonly<Record<string, number>> = { B: 1, C: 2, D: 8, F: 4, I: 4, J: 8, S: 2, Z: 1 };

export interface JavaStreamLimits {
  /** Largest stream accepted, in bytes. */
  readonly maxBytes: number;
  /** Most handles (objects, strings, class descriptors...) one stream may create. */
  readonly maxHandles: number;
  /** Deepest nesting of objects inside objects. */
  readonly maxDepth: number;
}

export const DEFAULT_JAVA_STREAM_LIMITS: JavaStreamLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxHandles: 2_000_000,
  maxDepth: 500,
};

/**
 * Reads a java.io.ObjectOutputStream stream as data: classes are only names, no code runs.
 * Returns the top-level contents (objects and block data) in order.
 */
export function readJavaStream(bytes: Uint8Array, limits: Partial<JavaStreamLimits> = {}): JavaAnnotation[] {
  return new JavaObjectStream(bytes, { ...DEFAULT_JAVA_STREAM_LIMITS, ...limits }).readAll();
}

/** Reads a stream that holds exactly one object, as a .jasper file does. */
export function readJavaObject(bytes: Uint8Array, limits: Partial<JavaStreamLimits> = {}): JavaValue {
  const contents = readJavaStream(bytes, limits);
  const first = contents[0];
  if (contents.length !== 1 || isBlock(first)) {
    throw new JavaSerializationError(`Atteso un solo oggetto nello stream, trovati ${contents.length} contenuti`, 0);
  }
  return first;
}

function isBlock(value: JavaAnnotation | undefined): value is Exclude<JavaAnnotation, JavaValue> {
  return typeof value === 'object' && value !== null && value.kind === 'block';
}

class JavaObjectStream {
  private readonly input: ByteReader;
  private handles: (JavaValue | undefined)[] = [];
  private handleCount = 0;
  private depth = 0;

  constructor(
    bytes: Uint8Array,
    private readonly limits: JavaStreamLimits,
  ) {
    if (bytes.length > limits.maxBytes) {
      throw new JavaSerializationError(`Stream di ${bytes.length} byte oltre il limite di ${limits.maxBytes}`, 0);
    }
    this.input = new ByteReader(bytes);
  }

  readAll(): JavaAnnotation[] {
    if (this.input.remaining < 4 || this.input.u16() !== STREAM_MAGIC) {
      this.input.fail('Non è uno stream di serializzazione Java (manca 0xACED)');
    }
    const version = this.input.u16();
    if (version !== STREAM_VERSION) this.input.fail(`Versione dello stream ${version} non supportata`);
    const contents: JavaAnnotation[] = [];
    while (this.input.remaining > 0) {
      if (this.input.peekByte() === TC_RESET) {
        this.input.u8();
        this.handles = [];
        continue;
      }
      contents.push(this.readContent(true));
    }
    return contents;
  }

  private readContent(blockAllowed: true): JavaAnnotation;
  private readContent(blockAllowed: false): JavaValue;
  private readContent(blockAllowed: boolean): JavaAnnotation {
    if (++this.depth > this.limits.maxDepth) {
      this.input.fail(`Annidamento oltre ${this.limits.maxDepth} livelli`);
    }
    try {
      const tag = this.input.u8();
      switch (tag) {
        case TC_NULL:
          return null;
        case TC_REFERENCE:
          return this.readReference();
        case TC_CLASSDESC:
          return this.readNewClassDesc();
        case TC_PROXYCLASSDESC:
          return this.refuseProxy();
        case TC_OBJECT:
          return this.readNewObject();
        case TC_STRING:
          return this.assignHandle(this.input.utf());
        case TC_LONGSTRING:
          return this.assignHandle(this.input.longUtf());
        case TC_ARRAY:
          return this.readNewArray();
        case TC_ENUM:
          return this.readNewEnum();
        case TC_CLASS:
          return this.readNewClass();
        case TC_BLOCKDATA:
        case TC_BLOCKDATALONG:
          if (!blockAllowed) this.failAt(-1, 'Dati primitivi (block data) dove era atteso un oggetto');
          return { kind: 'block', bytes: this.readBlockBytes(tag) };
        case TC_EXCEPTION:
          return this.failAt(-1, 'Lo stream contiene un\'eccezione serializzata durante la scrittura');
        case TC_RESET:
          return this.failAt(-1, 'TC_RESET inatteso dentro un oggetto');
        case TC_ENDBLOCKDATA:
          return this.failAt(-1, 'TC_ENDBLOCKDATA inatteso');
        default:
          return this.failAt(-1, `Codice di tipo sconosciuto 0x${tag.toString(16)}`);
      }
    } finally {
      this.depth--;
    }
  }

  private failAt(delta: number, message: string): never {
    throw new JavaSerializationError(message, this.input.offset + delta);
  }

  private assignHandle<T extends JavaValue>(value: T): T {
    if (this.handleCount >= this.limits.maxHandles) {
      this.input.fail(`Più di ${this.limits.maxHandles} oggetti nello stream`);
    }
    this.handleCount++;
    this.handles.push(value);
    return value;
  }

  /** Reserves a handle before the object's contents are read, so they can refer back to it. */
  private reserveHandle(): number {
    this.assignHandle(null);
    return this.handles.length - 1;
  }

  private readReference(): JavaValue {
    const handle = this.input.i32() - BASE_WIRE_HANDLE;
    if (handle < 0 || handle >= this.handles.length) {
      this.failAt(-4, `Riferimento a un handle inesistente (0x${(handle + BASE_WIRE_HANDLE).toString(16)})`);
    }
    const value = this.handles[handle];
    return value === undefined ? null : value;
  }

  private refuseProxy(): never {
    return this.failAt(-1, 'Classi proxy (TC_PROXYCLASSDESC) non ammesse');
  }

  private readClassDesc(): JavaClassDesc | null {
    const tag = this.input.u8();
    switch (tag) {
      case TC_NULL:
        return null;
      case TC_CLASSDESC:
        return this.readNewClassDesc();
      case TC_PROXYCLASSDESC:
        return this.refuseProxy();
      case TC_REFERENCE: {
        const value = this.readReference();
        if (typeof value !== 'object' || value === null || value.kind !== 'classDesc') {
          this.failAt(-5, 'Il riferimento non indica un descrittore di classe');
        }
        return value;
      }
      default:
        return this.failAt(-1, `Atteso un descrittore di classe, trovato 0x${tag.toString(16)}`);
    }
  }

  private readNewClassDesc(): JavaClassDesc {
    const className = this.input.utf();
    const serialVersionUid = this.input.i64();
    const handle = this.reserveHandle();
    const flags = this.input.u8();
    if (flags & SC_SERIALIZABLE && flags & SC_EXTERNALIZABLE) {
      this.failAt(-1, `Classe ${className} dichiarata sia Serializable che Externalizable`);
    }
    const fieldCount = this.input.i16();
    this.input.require(fieldCount * 3, `i ${fieldCount} campi di ${className}`);
    const fields: JavaFieldDesc[] = [];
    for (let i = 0; i < fieldCount; i++) fields.push(this.readFieldDesc(className));
    const desc: JavaClassDesc = { kind: 'classDesc', className, serialVersionUid, flags, fields, superClass: null };
    this.handles[handle] = desc;
    this.readAnnotations();
    desc.superClass = this.readClassDesc();
    return desc;
  }

  private readFieldDesc(className: string): JavaFieldDesc {
    const typeCode = String.fromCharCode(this.input.u8());
    const name = this.input.utf();
    if (typeCode === 'L' || typeCode === '[') {
      const signature = this.readContent(false);
      if (typeof signature !== 'string') this.input.fail(`Firma del campo ${className}.${name} non è una stringa`);
      return { typeCode, name, signature };
    }
    if (PRIMITIVE_SIZES[typeCode] === undefined) {
      this.input.fail(`Tipo di campo sconosciuto '${typeCode}' in ${className}.${name}`);
    }
    return { typeCode, name };
  }

  /** Objects and block data up to TC_ENDBLOCKDATA (class annotations, writeObject data). */
  private readAnnotations(): JavaAnnotation[] {
    const annotations: JavaAnnotation[] = [];
    while (this.input.peekByte() !== TC_ENDBLOCKDATA) annotations.push(this.readContent(true));
    this.input.u8();
    return annotations;
  }

  private readBlockBytes(tag: number): Uint8Array {
    const length = tag === TC_BLOCKDATA ? this.input.u8() : this.input.i32();
    return this.input.take(length, 'un blocco di dati');
  }

  private readNewObject(): JavaObject {
    const desc = this.readClassDesc();
    if (desc === null) this.input.fail('Oggetto senza descrittore di classe');
    const classData: JavaClassData[] = [];
    const object: JavaObject = { kind: 'object', className: desc.className, classData };
    this.assignHandle(object);
    for (const classDesc of this.hierarchy(desc)) classData.push(this.readClassData(classDesc));
    return object;
  }

  /** The class and its superclasses, top superclass first; a descriptor chain that loops is refused. */
  private hierarchy(desc: JavaClassDesc): JavaClassDesc[] {
    const chain: JavaClassDesc[] = [];
    const seen = new Set<JavaClassDesc>();
    for (let current: JavaClassDesc | null = desc; current !== null; current = current.superClass) {
      if (seen.has(current)) this.input.fail(`La gerarchia di ${desc.className} contiene un ciclo`);
      seen.add(current);
      chain.unshift(current);
    }
    return chain;
  }

  private readClassData(desc: JavaClassDesc): JavaClassData {
    const data: JavaClassData = { className: desc.className, fields: new Map(), annotations: [] };
    if (desc.flags & SC_EXTERNALIZABLE) {
      if (!(desc.flags & SC_BLOCK_DATA)) {
        this.input.fail(`${desc.className}: formato Externalizable senza block data non leggibile`);
      }
      data.annotations.push(...this.readAnnotations());
      return data;
    }
    if (!(desc.flags & SC_SERIALIZABLE)) return data;
    for (const field of desc.fields) data.fields.set(field.name, this.readFieldValue(field.typeCode));
    if (desc.flags & SC_WRITE_METHOD) data.annotations.push(...this.readAnnotations());
    return data;
  }

  private readFieldValue(typeCode: string): JavaValue {
    switch (typeCode) {
      case 'B':
        return this.input.i8();
      case 'C':
        return String.fromCharCode(this.input.u16());
      case 'D':
        return this.input.f64();
      case 'F':
        return this.input.f32();
      case 'I':
        return this.input.i32();
      case 'J':
        return this.input.i64();
      case 'S':
        return this.input.i16();
      case 'Z':
        return this.input.u8() !== 0;
      default:
        return this.readContent(false);
    }
  }

  private readNewArray(): JavaValue {
    const desc = this.readClassDesc();
    if (desc === null || !desc.className.startsWith('[')) this.input.fail('Array senza un tipo di array valido');
    const items: JavaValue[] = [];
    const array = this.assignHandle({ kind: 'array', className: desc.className, items });
    const size = this.input.i32();
    const elementType = desc.className.charAt(1);
    const elementSize = PRIMITIVE_SIZES[elementType] ?? 1;
    this.input.require(size * elementSize, `un array di ${size} elementi`);
    for (let i = 0; i < size; i++) items.push(this.readFieldValue(elementType));
    return array;
  }

  private readNewEnum(): JavaValue {
    const desc = this.readClassDesc();
    if (desc === null) this.input.fail('Enum senza descrittore di classe');
    const handle = this.reserveHandle();
    const constant = this.readContent(false);
    if (typeof constant !== 'string') this.input.fail(`Nome della costante di ${desc.className} non è una stringa`);
    const value = { kind: 'enum', className: desc.className, constant } as const;
    this.handles[handle] = value;
    return value;
  }

  private readNewClass(): JavaValue {
    const desc = this.readClassDesc();
    if (desc === null) this.input.fail('Classe senza descrittore');
    return this.assignHandle({ kind: 'class', className: desc.className });
  }
}
