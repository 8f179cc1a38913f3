import { colorHex, listItems, mapEntries, unbox, uuidText } from './java-collections';
import { JasperDesignError } from './jasper-design-error';
import { fieldOf, isJavaEnum, isJavaObject, type JavaObject, type JavaValue } from './java-value';

/** Most list items one design may expand: a hostile file reusing one list many times cannot blow up memory. */
export const MAX_DESIGN_ITEMS = 100_000;

/** How many more list items the mapping of one design may expand; shared by all its nodes. */
export class MappingBudget {
  constructor(private remaining = MAX_DESIGN_ITEMS) {}

  spend(count: number, node: JasperNode): void {
    this.remaining -= count;
    if (this.remaining < 0) node.fail(`più di ${MAX_DESIGN_ITEMS} oggetti nel report`);
  }
}

/** Typed, read-only access to the fields of one serialized JasperReports object. */
export class JasperNode {
  constructor(
    readonly object: JavaObject,
    private readonly budget = new MappingBudget(),
  ) {}

  /** Class name without the package, e.g. "JRBaseTextField". */
  get simpleName(): string {
    return this.object.className.slice(this.object.className.lastIndexOf('.') + 1);
  }

  /** True when the class or a superclass has this simple name. */
  is(simpleName: string): boolean {
    return this.object.classData.some((d) => d.className.endsWith(`.${simpleName}`));
  }

  raw(name: string): JavaValue | undefined {
    return unbox(fieldOf(this.object, name));
  }

  string(name: string): string | undefined {
    const value = this.raw(name);
    return typeof value === 'string' ? value : undefined;
  }

  number(name: string): number | undefined {
    const value = this.raw(name);
    return typeof value === 'number' ? value : undefined;
  }

  boolean(name: string): boolean | undefined {
    const value = this.raw(name);
    return typeof value === 'boolean' ? value : undefined;
  }

  /** The constant name of an enum field, e.g. "FIX_RELATIVE_TO_TOP". */
  enumConstant(name: string): string | undefined {
    const value = this.raw(name);
    return isJavaEnum(value) ? value.constant : undefined;
  }

  color(name: string): string | undefined {
    return colorHex(this.raw(name));
  }

  uuid(name: string): string | undefined {
    return uuidText(this.raw(name));
  }

  node(name: string): JasperNode | undefined {
    const value = this.raw(name);
    return isJavaObject(value) ? new JasperNode(value, this.budget) : undefined;
  }

  /** The objects of a list, set or array field (nulls skipped); empty when the field is unset. */
  nodes(name: string): JasperNode[] {
    const value = this.raw(name);
    if (value === null || value === undefined) return [];
    const items = listItems(value);
    if (items === null) this.fail(`il campo ${name} non è una lista`);
    this.budget.spend(items.length, this);
    return items.filter(isJavaObject).map((item) => new JasperNode(item, this.budget));
  }

  /** The strings of a list, set or array field. */
  strings(name: string): string[] {
    const items = listItems(this.raw(name)) ?? [];
    this.budget.spend(items.length, this);
    return items.filter((item): item is string => typeof item === 'string');
  }

  /** A java.util.Map field with string keys and values. */
  stringMap(name: string): Map<string, string> {
    const map = new Map<string, string>();
    const entries = mapEntries(this.raw(name)) ?? [];
    this.budget.spend(entries.length, this);
    for (const [key, value] of entries) {
      if (typeof key === 'string' && typeof value === 'string') map.set(key, value);
    }
    return map;
  }

  fail(message: string): never {
    throw new JasperDesignError(`${this.simpleName}: ${message}`);
  }
}
