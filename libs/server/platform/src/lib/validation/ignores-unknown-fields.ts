const IGNORA_SCONOSCIUTI = Symbol('registro:ignoresUnknownFields');

/**
 * On a DTO whose sender is not ours and may add fields of its own, which a standard tells us to
 * ignore (an OAuth 2.0 redirect: RFC 6749 §4.1.2). The kit's pipe then drops the fields the DTO
 * does not declare instead of refusing them; the declared ones are checked as on any DTO.
 */
export function IgnoresUnknownFields(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(IGNORA_SCONOSCIUTI, true, target);
  };
}

export function ignoresUnknownFields(dto: unknown): boolean {
  return typeof dto === 'function' && Reflect.getMetadata(IGNORA_SCONOSCIUTI, dto) === true;
}
