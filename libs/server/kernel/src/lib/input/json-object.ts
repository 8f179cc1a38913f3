/** A JSON object the caller sent (not null, not an array), whose fields can be read. */
export const isJsonObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object itself, or an empty one for anything else the caller sent (a string, an array, null). */
export const jsonObjectOrEmpty = (v: unknown): Record<string, unknown> => (isJsonObject(v) ? v : {});
