/** One operation of the OpenAPI document: `GET /api/users/{id}`. */
export interface ApiOperation {
  method: string;
  /** as the document writes it, path parameters in braces */
  path: string;
  /** the parameters the document declares (path, query, header) */
  parameters: { name: string; in: string; type?: string }[];
  /** the document declares a request body */
  hasBody: boolean;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { type?: string } }[]; requestBody?: unknown }>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export const operationKey = (op: { method: string; path: string }): string => `${op.method} ${op.path}`;

/** Every operation of the document but the document itself (/api/docs), sorted by path and method. */
export function openApiOperations(document: unknown): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ name: p.name, in: p.in, type: p.schema?.type })),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The path with every `{parameter}` replaced by `value`. */
export const concretePath = (path: string, value: string): string => path.replace(/\{[^}]+\}/g, value);
