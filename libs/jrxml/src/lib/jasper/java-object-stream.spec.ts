import { existsSync, readFileSync } from 'fs';
import * as path from 'path';
import { listItems, mapEntries } from './java-collections';
import { readJavaObject, readJavaStream } from './java-object-stream';
import { JavaSerializationError } from './java-serialization-error';
import { fieldOf, type JavaArray, type JavaObject } from './java-value';

/** Writes stream bytes by hand, following the java.io.ObjectOutputStream grammar. */
class StreamBuilder {
  private readonly bytes: number[] = [0xac, 0xed, 0x00, 0x05];
  u8(...values: number[]): this {
    this.bytes.push(...values.map((v) => v & 0xff));
    return this;
  }
  u16(value: number): this {
    return this.u8(value >> 8, value);
  }
  i32(value: number): this {
    return this.u8(value >> 24, value >> 16, value >> 8, value);
  }
  i64(value: bigint): this {
    for (let shift = BigInt(56); shift >= BigInt(0); shift -= BigInt(8)) this.u8(Number((value >> shift) & BigInt(0xff)));
    return this;
  }
  utf(text: string): this {
    const encoded = [...Buffer.from(text, 'utf8')];
    return this.u16(encoded.length).u8(...encoded);
  }
  string(text: string): this {
    return this.u8(0x74).utf(text);
  }
  reference(handle: number): this {
    return this.u8(0x71).i32(0x7e0000 + handle);
  }
  /** TC_CLASSDESC with the given flags and fields; `super` writes the superclass descriptor (or TC_NULL). */
  classDesc(name: string, flags: number, fields: [string, string, string?][], superDesc?: (b: this) => void): this {
    this.u8(0x72).utf(name).i64(BigInt(1)).u8(flags).u16(fields.length);
    for (const [code, fieldName, signature] of fields) {
      this.u8(code.charCodeAt(0)).utf(fieldName);
      if (signature !== undefined) this.string(signature);
    }
    this.u8(0x78);
    if (superDesc) superDesc(this);
    else this.u8(0x70);
    return this;
  }
  build(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

const SERIALIZABLE = 0x02;
const WRITE_METHOD = 0x01;

describe('readJavaStream (Java serialization as data)', () => {
  it('reads every primitive field type, including long and double', () => {
    const stream = new StreamBuilder()
      .u8(0x73)
      .classDesc('demo.Primitives', SERIALIZABLE, [
        ['B', 'b'], ['C', 'c'], ['D', 'd'], ['F', 'f'], ['I', 'i'], ['J', 'j'], ['S', 's'], ['Z', 'z'],
      ])
      .u8(0xfe).u16(0x00e8)
      .u8(0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18) // Math.PI
      .u8(0x3f, 0xc0, 0x00, 0x00) // 1.5f
      .i32(-7)
      .i64(BigInt('-9007199254740993'))
      .u16(0x8000)
      .u8(1)
      .build();
    const object = readJavaObject(stream) as JavaObject;
    expect(object.className).toBe('demo.Primitives');
    expect(Object.fromEntries(object.classData[0].fields)).toEqual({
      b: -2, c: 'è', d: Math.PI, f: 1.5, i: -7, j: BigInt('-9007199254740993'), s: -32768, z: true,
    });
  });

  it('resolves back-references, including an object that refers to itself', () => {
    // handles: 0 class descriptor, 1 and 2 field signatures, 3 the object
    const stream = new StreamBuilder()
      .u8(0x73)
      .classDesc('demo.Node', SERIALIZABLE, [['L', 'self', 'Ldemo/Node;'], ['L', 'name', 'Ljava/lang/String;']])
      .reference(3)
      .string('nodo')
      .build();
    const object = readJavaObject(stream) as JavaObject;
    expect(fieldOf(object, 'self')).toBe(object);
    expect(fieldOf(object, 'name')).toBe('nodo');
  });

  it('keeps superclass fields first and lets a subclass field hide a superclass one', () => {
    const stream = new StreamBuilder()
      .u8(0x73)
      .classDesc('demo.Child', SERIALIZABLE, [['I', 'value']], (b) => b.classDesc('demo.Parent', SERIALIZABLE, [['I', 'value'], ['I', 'only']]))
      .i32(1).i32(2) // Parent.value, Parent.only
      .i32(3) // Child.value
      .build();
    const object = readJavaObject(stream) as JavaObject;
    expect(object.classData.map((d) => d.className)).toEqual(['demo.Parent', 'demo.Child']);
    expect(fieldOf(object, 'value')).toBe(3);
    expect(fieldOf(object, 'only')).toBe(2);
  });

  it('reads writeObject data (block data and objects) and exposes lists and maps', () => {
    const stream = new StreamBuilder()
      .u8(0x73)
      .classDesc('java.util.ArrayList', SERIALIZABLE | WRITE_METHOD, [['I', 'size']])
      .i32(2)
      .u8(0x77, 4).i32(2)
      .string('a')
      .u8(0x73)
      .classDesc('java.util.HashMap', SERIALIZABLE | WRITE_METHOD, [['F', 'loadFactor'], ['I', 'threshold']])
      .u8(0x3f, 0x40, 0, 0).i32(12)
      .u8(0x77, 8).i32(16).i32(1)
      .string('chiave')
      .reference(2) // handles: 0 ArrayList desc, 1 the list, 2 "a"
      .u8(0x78)
      .u8(0x78)
      .build();
    const list = readJavaObject(stream);
    const items = listItems(list);
    expect(items?.[0]).toBe('a');
    expect(mapEntries(items?.[1])).toEqual([['chiave', 'a']]);
  });

  it('reads arrays, enums, class references and long strings', () => {
    const stream = new StreamBuilder()
      .u8(0x75).classDesc('[I', SERIALIZABLE, []).i32(3).i32(1).i32(2).i32(3)
      .u8(0x7e).classDesc('demo.Colore', SERIALIZABLE, [], (b) => b.classDesc('java.lang.Enum', SERIALIZABLE, [])).string('ROSSO')
      .u8(0x76).reference(0)
      .u8(0x7c).i64(BigInt(3)).u8(0x61, 0x62, 0x63)
      .build();
    const [array, constant, classRef, longString] = readJavaStream(stream);
    expect((array as JavaArray).items).toEqual([1, 2, 3]);
    expect(constant).toEqual({ kind: 'enum', className: 'demo.Colore', constant: 'ROSSO' });
    expect(classRef).toEqual({ kind: 'class', className: '[I' });
    expect(longString).toBe('abc');
  });

  it('decodes modified UTF-8 (NUL as C0 80, supplementary characters as surrogate pairs)', () => {
    const stream = new StreamBuilder().u8(0x74).u16(8).u8(0xc0, 0x80, 0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80).build();
    expect(readJavaObject(stream)).toBe('\u0000😀');
  });

  describe('hostile or broken input gives a clear JavaSerializationError', () => {
    const failure = (bytes: Uint8Array) => {
      try {
        readJavaStream(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(JavaSerializationError);
        return (error as Error).message;
      }
      throw new Error('lo stream è stato accettato');
    };

    it('refuses data that is not a serialization stream', () => {
      expect(failure(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toMatch(/0xACED/);
    });

    it('refuses proxy classes', () => {
      expect(failure(new StreamBuilder().u8(0x73, 0x7d).i32(1).utf('java.lang.Runnable').build())).toMatch(/proxy/);
    });

    it('refuses a huge declared array length before allocating anything', () => {
      const stream = new StreamBuilder().u8(0x75).classDesc('[J', SERIALIZABLE, []).i32(0x7fffffff).build();
      expect(failure(stream)).toMatch(/array di 2147483647 elementi/);
    });

    it('refuses a huge declared string length', () => {
      expect(failure(new StreamBuilder().u8(0x7c).i64(BigInt('1000000000000')).build())).toMatch(/stringa lunga/);
    });

    it('refuses a reference to a handle that does not exist yet', () => {
      expect(failure(new StreamBuilder().reference(5).build())).toMatch(/handle inesistente/);
    });

    it('refuses a class whose superclass chain loops back to itself', () => {
      const stream = new StreamBuilder()
        .u8(0x73)
        .classDesc('demo.Loop', SERIALIZABLE, [], (b) => b.reference(0))
        .build();
      expect(failure(stream)).toMatch(/ciclo/);
    });

    it('refuses nesting deeper than the limit', () => {
      const builder = new StreamBuilder().u8(0x73).classDesc('demo.Box', SERIALIZABLE, [['L', 'inner', 'Ldemo/Box;']]);
      for (let i = 0; i < 1000; i++) builder.u8(0x73).reference(0);
      builder.u8(0x70);
      expect(failure(builder.build())).toMatch(/Annidamento oltre 500 livelli/);
    });

    it('refuses too many objects for the configured limit', () => {
      const builder = new StreamBuilder();
      for (let i = 0; i < 20; i++) builder.string(`s${i}`);
      expect(() => readJavaStream(builder.build(), { maxHandles: 10 })).toThrow(/Più di 10 oggetti/);
    });

    it('refuses a string that is not valid modified UTF-8', () => {
      expect(failure(new StreamBuilder().u8(0x74).u16(2).u8(0x61, 0xff).build())).toMatch(/UTF-8 modificata non valida \(byte 8\)/);
    });

    it('refuses an exception written into the stream', () => {
      expect(failure(new StreamBuilder().u8(0x7b).build())).toMatch(/eccezione/);
    });

    const samples = path.resolve(__dirname, '../../../../../../shared/standards/jasperreports/11-compiled-jasper');
    const sample = path.join(samples, 'master_detail_subreport1.jasper');
    /** The samples live outside the repository (../shared/standards); without them these tests are skipped. */
    const describeSample = existsSync(sample) ? describe : describe.skip;

    describeSample('on a real .jasper file', () => {
      let bytes: Uint8Array;
      beforeAll(() => (bytes = new Uint8Array(readFileSync(sample))));

      it('reads the whole file', () => {
        expect(readJavaStream(bytes)).toHaveLength(1);
      });

      it('fails cleanly at every truncation point', () => {
        for (let length = 0; length < bytes.length; length += 97) {
          expect(() => readJavaStream(bytes.subarray(0, length))).toThrow(JavaSerializationError);
        }
      });

      it('never fails with anything but JavaSerializationError on corrupted bytes', () => {
        let seed = 12345;
        const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
        for (let round = 0; round < 300; round++) {
          const corrupted = bytes.slice();
          for (let flips = 0; flips < 3; flips++) corrupted[Math.floor(random() * 3000)] = Math.floor(random() * 256);
          try {
            readJavaStream(corrupted);
          } catch (error) {
            expect(error).toBeInstanceOf(JavaSerializationError);
          }
        }
      });
    });
  });
});
