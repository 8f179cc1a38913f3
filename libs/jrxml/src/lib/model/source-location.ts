/** Where a design object was read from, so later stages can name it in error messages. */
export interface SourceLocation {
  /** 1-based line in the JRXML file (absent for compiled .jasper input). */
  line?: number;
  column?: number;
  /** Human-readable origin, e.g. the JRXML tag ("textField") or the Java class name. */
  origin?: string;
}

/** Anything that can remember where it came from. */
export interface Located {
  source?: SourceLocation;
}
