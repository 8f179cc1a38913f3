import { useEffect, useRef, useState } from 'react';
import { liveClient } from './live-client';

export interface LiveState {
  /** true while the room is joined on a live connection; false means: poll instead */
  connesso: boolean;
}

/**
 * Follows a socket.io room while the component is mounted and calls `handler` for each `evento`
 * (the latest handler, no resubscription). A null `stanza` follows nothing. Events of other rooms
 * followed by the same tab arrive too: filter on the payload when it matters (e.g. idTask).
 */
export function useLiveRoom<T>(stanza: string | null, evento: string, handler: (dato: T) => void): LiveState {
  const [connesso, setConnesso] = useState(false);
  const ultimoHandler = useRef(handler);
  useEffect(() => {
    ultimoHandler.current = handler;
  });
  useEffect(() => {
    if (!stanza) {
      setConnesso(false);
      return;
    }
    return liveClient.segui({
      stanza,
      evento,
      onDato: (dato) => ultimoHandler.current(dato as T),
      onStato: setConnesso,
    });
  }, [stanza, evento]);
  return { connesso };
}
