import { JavaSerializationError } from './java-serialization-error';

/** Big-endian reader over a byte buffer that never reads past the end (DataInput semantics). */
export class ByteReader {
  private position = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get offset(): number {
    return this.position;
  }

  get remaining(): number {
    return this.bytes.length - this.position;
  }

  fail(message: string): never {
    throw new JavaSerializationError(message, this.position);
  }

  /** Fails unless `count` more bytes exist: every length read from the stream is checked here before use. */
  require(count: number, what: string): void {
    if (count < 0 || count > this.remaining) {
      this.fail(`Stream troncato o lunghezza non valida: ${what} richiede ${count} byte, ne restano ${this.remaining}`);
    }
  }

  peekByte(): number {
    this.require(1, 'un byte');
    return this.bytes[this.position];
  }

  u8(): number {
    this.require(1, 'un byte');
    return this.bytes[this.position++];
  }

  i8(): number {
    return this.view.getInt8(this.offsetAfter(1));
  }

  u16(): number {
    return this.view.getUint16(this.offsetAfter(2));
  }

  i16(): number {
    return this.view.getInt16(this.offsetAfter(2));
  }

  i32(): number {
    return this.view.getInt32(this.offsetAfter(4));
  }

  i64(): bigint {
    return this.view.getBigInt64(this.offsetAfter(8));
  }

  f32(): number {
    return this.view.getFloat32(this.offsetAfter(4));
  }

  f64(): number {
    return this.view.getFloat64(this.offsetAfter(8));
  }

  take(count: number, what: string): Uint8Array {
    this.require(count, what);
    const slice = this.bytes.slice(this.position, this.position + count);
    this.position += count;
    return slice;
  }

  /** DataInput.readUTF: u2 length then modified UTF-8. */
  utf(): string {
    return decodeModifiedUtf8(this.take(this.u16(), 'una stringa'), this.position);
  }

  /** TC_LONGSTRING payload: i64 length then modified UTF-8. */
  longUtf(): string {
    const length = this.i64();
    if (length < BigInt(0) || length > BigInt(this.remaining)) {
      this.fail(`Stream troncato o lunghezza non valida: stringa lunga di ${length} byte, ne restano ${this.remaining}`);
    }
    return decodeModifiedUtf8(this.take(Number(length), 'una stringa lunga'), this.position);
  }

  private offsetAfter(size: number): number {
    this.require(size, `un valore di ${size} byte`);
    const start = this.position;
    this.position += size;
    return start;
  }
}

/** Java's modified UTF-8: NUL as C0 80, supplementary characters as two 3-byte surrogates. */
export function decodeModifiedUtf8(bytes: Uint8Array, endOffset: number): string {
  const units = new Uint16Array(bytes.length);
  let count = 0;
  let i = 0;
  const bad = (): never => {
    throw new JavaSerializationError('Codifica UTF-8 modificata non valida', endOffset - bytes.length + i);
  };
  while (i < bytes.length) {
    const a = bytes[i];
    if (a < 0x80) {
      units[count++] = a;
      i += 1;
    } else if ((a & 0xe0) === 0xc0) {
      if (i + 1 >= bytes.length || (bytes[i + 1] & 0xc0) !== 0x80) bad();
      units[count++] = ((a & 0x1f) << 6) | (bytes[i + 1] & 0x3f);
      i += 2;
    } else if ((a & 0xf0) === 0xe0) {
      if (i + 2 >= bytes.length || (bytes[i + 1] & 0xc0) !== 0x80 || (bytes[i + 2] & 0xc0) !== 0x80) bad();
      units[count++] = ((a & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f);
      i += 3;
    } else {
      bad();
    }
  }
  let text = '';
  for (let start = 0; start < count; start += 8192) {
    text += String.fromCharCode(...units.subarray(start, Math.min(start + 8192, count)));
  }
  return text;
}
