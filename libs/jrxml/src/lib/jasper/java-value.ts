/** The data read from a Java serialization stream: plain values, nothing instantiated or executed. */
export type JavaValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | JavaObject
  | JavaArray
  | JavaEnum
  | JavaClassRef
  | JavaClassDesc;

/** Raw bytes written by a class's writeObject/writeExternal between its objects (TC_BLOCKDATA). */
export interface JavaBlockData {
  readonly kind: 'block';
  readonly bytes: Uint8Array;
}

/** What a class wrote after its default fields: blocks of primitives and objects, in order. */
export type JavaAnnotation = JavaValue | JavaBlockData;

export interface JavaFieldDesc {
  /** JVM type code: B C D F I J S Z (primitives), L (object), [ (array). */
  readonly typeCode: string;
  readonly name: string;
  /** JVM signature of an object field, e.g. `Ljava/lang/String;`. */
  readonly signature?: string;
}

export interface JavaClassDesc {
  readonly kind: 'classDesc';
  readonly className: string;
  readonly serialVersionUid: bigint;
  readonly flags: number;
  readonly fields: readonly JavaFieldDesc[];
  superClass: JavaClassDesc | null;
}

/** The fields and custom data one class of the hierarchy wrote for an object. */
export interface JavaClassData {
  readonly className: string;
  readonly fields: Map<string, JavaValue>;
  readonly annotations: JavaAnnotation[];
}

export interface JavaObject {
  readonly kind: 'object';
  readonly className: string;
  /** From the top superclass down to the object's own class, as on the wire. */
  readonly classData: JavaClassData[];
}

export interface JavaArray {
  readonly kind: 'array';
  /** JVM array class name, e.g. `[I` or `[Lnet.sf.jasperreports.engine.JRField;`. */
  readonly className: string;
  readonly items: JavaValue[];
}

export interface JavaEnum {
  readonly kind: 'enum';
  readonly className: string;
  readonly constant: string;
}

export interface JavaClassRef {
  readonly kind: 'class';
  readonly className: string;
}

export function isJavaObject(value: unknown): value is JavaObject {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'object';
}

export function isJavaArray(value: unknown): value is JavaArray {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'array';
}

export function isJavaEnum(value: unknown): value is JavaEnum {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'enum';
}

/** A field by name; a subclass field hides a superclass field of the same name, as in Java. */
export function fieldOf(object: JavaObject, name: string): JavaValue | undefined {
  for (let i = object.classData.length - 1; i >= 0; i--) {
    const data = object.classData[i];
    if (data.fields.has(name)) return data.fields.get(name);
  }
  return undefined;
}
