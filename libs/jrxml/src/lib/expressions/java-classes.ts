/**
 * Java classes an expression may name, by simple or qualified name, mapped to a canonical name.
 * Simple names work for every class (templates usually <import> java.util, java.math, java.text).
 */
const CLASSES: Record<string, string> = {
  String: 'String',
  'java.lang.String': 'String',
  Integer: 'Integer',
  'java.lang.Integer': 'Integer',
  Long: 'Long',
  'java.lang.Long': 'Long',
  Short: 'Short',
  'java.lang.Short': 'Short',
  Byte: 'Byte',
  'java.lang.Byte': 'Byte',
  Double: 'Double',
  'java.lang.Double': 'Double',
  Float: 'Float',
  'java.lang.Float': 'Float',
  Number: 'Number',
  'java.lang.Number': 'Number',
  Boolean: 'Boolean',
  'java.lang.Boolean': 'Boolean',
  Character: 'Character',
  'java.lang.Character': 'Character',
  Object: 'Object',
  'java.lang.Object': 'Object',
  Math: 'Math',
  'java.lang.Math': 'Math',
  BigDecimal: 'BigDecimal',
  'java.math.BigDecimal': 'BigDecimal',
  RoundingMode: 'RoundingMode',
  'java.math.RoundingMode': 'RoundingMode',
  Date: 'Date',
  'java.util.Date': 'Date',
  'java.sql.Date': 'Date',
  Timestamp: 'Date',
  'java.sql.Timestamp': 'Date',
  DecimalFormat: 'DecimalFormat',
  'java.text.DecimalFormat': 'DecimalFormat',
  SimpleDateFormat: 'SimpleDateFormat',
  'java.text.SimpleDateFormat': 'SimpleDateFormat',
  NumberFormat: 'NumberFormat',
  'java.text.NumberFormat': 'NumberFormat',
  Locale: 'Locale',
  'java.util.Locale': 'Locale',
};

/** Primitive types, allowed only in casts. */
export const PRIMITIVE_TYPES = [
  'int',
  'long',
  'short',
  'byte',
  'double',
  'float',
  'boolean',
  'char',
];

export function canonicalClassName(name: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(CLASSES, name)
    ? CLASSES[name]
    : undefined;
}
