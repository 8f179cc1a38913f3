import { isJavaArray, isJavaObject, type JavaAnnotation, type JavaObject, type JavaValue } from './java-value';

/**
 * Plain JS views of the java.* classes that serialize themselves with writeObject
 * (collections, boxed numbers, colours, UUIDs). Only the shapes JasperReports designs use.
 */

const OBJECT_ELEMENT_COLLECTIONS = new Set([
  'java.util.ArrayList',
  'java.util.LinkedList',
  'java.util.Vector',
  'java.util.HashSet',
  'java.util.LinkedHashSet',
  'java.util.TreeSet',
]);

const MAP_COLLECTIONS = new Set(['java.util.HashMap', 'java.util.LinkedHashMap', 'java.util.TreeMap', 'java.util.Hashtable']);

/** The elements of a serialized list or set, or of an object array; null when the value is neither. */
export function listItems(value: JavaValue | undefined): JavaValue[] | null {
  if (isJavaArray(value)) return value.items;
  if (!isJavaObject(value)) return null;
  if (value.className === 'java.util.Vector') return vectorItems(value);
  if (!OBJECT_ELEMENT_COLLECTIONS.has(value.className)) return null;
  return objectsWritten(value);
}

/** The entries of a serialized map, in stream order; null when the value is not a known map. */
export function mapEntries(value: JavaValue | undefined): [JavaValue, JavaValue][] | null {
  if (!isJavaObject(value) || !MAP_COLLECTIONS.has(value.className)) return null;
  const objects = objectsWritten(value);
  const entries: [JavaValue, JavaValue][] = [];
  for (let i = 0; i + 1 < objects.length; i += 2) entries.push([objects[i], objects[i + 1]]);
  return entries;
}

/** Vector writes its elements as the `elementData` array field, not as custom data. */
function vectorItems(vector: JavaObject): JavaValue[] {
  const data = vector.classData.find((d) => d.className === 'java.util.Vector');
  const elements = data?.fields.get('elementData');
  const count = data?.fields.get('elementCount');
  if (!isJavaArray(elements)) return [];
  return elements.items.slice(0, typeof count === 'number' ? count : elements.items.length);
}

/** The objects (not the primitive blocks) written by the collection class's own writeObject. */
function objectsWritten(value: JavaObject): JavaValue[] {
  const own = value.classData.find((d) => d.className === value.className) ?? value.classData[value.classData.length - 1];
  return (own?.annotations ?? []).filter((a: JavaAnnotation): a is JavaValue => !isBlockData(a));
}

function isBlockData(value: JavaAnnotation): boolean {
  return typeof value === 'object' && value !== null && value.kind === 'block';
}

const BOXED_CLASSES = new Set([
  'java.lang.Integer',
  'java.lang.Long',
  'java.lang.Short',
  'java.lang.Byte',
  'java.lang.Float',
  'java.lang.Double',
  'java.lang.Boolean',
  'java.lang.Character',
]);

/** java.lang.Integer/Float/Boolean/... unwrapped; other values are returned unchanged. */
export function unbox(value: JavaValue | undefined): JavaValue | undefined {
  if (!isJavaObject(value) || !BOXED_CLASSES.has(value.className)) return value;
  return value.classData[value.classData.length - 1]?.fields.get('value');
}

/** java.awt.Color as "#RRGGBB" (the alpha channel is dropped, as JRXML writes it). */
export function colorHex(value: JavaValue | undefined): string | undefined {
  if (!isJavaObject(value) || value.className !== 'java.awt.Color') return undefined;
  const argb = value.classData[value.classData.length - 1]?.fields.get('value');
  if (typeof argb !== 'number') return undefined;
  return `#${(argb & 0xffffff).toString(16).toUpperCase().padStart(6, '0')}`;
}

/** java.util.UUID in its canonical 8-4-4-4-12 text form. */
export function uuidText(value: JavaValue | undefined): string | undefined {
  if (!isJavaObject(value) || value.className !== 'java.util.UUID') return undefined;
  const fields = value.classData[value.classData.length - 1]?.fields;
  const most = fields?.get('mostSigBits');
  const least = fields?.get('leastSigBits');
  if (typeof most !== 'bigint' || typeof least !== 'bigint') return undefined;
  const hex = BigInt.asUintN(64, most).toString(16).padStart(16, '0') + BigInt.asUintN(64, least).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
