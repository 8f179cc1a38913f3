/**
 * A dialog's `onShow` (with `focusOnShow={false}`): puts the cursor in its first field `idCampo`
 * once the opening animation ends, unless the user is already in one of the dialog's fields. A
 * quick user (or a busy machine) may start typing before the animation ends: the cursor stays
 * where they are, and what they type goes where they typed it.
 */
export function focusOnShow(idCampo: string): () => void {
  return () => {
    const campo = document.getElementById(idCampo);
    const dialogo = campo?.closest('[role="dialog"]');
    const attivo = document.activeElement;
    if (dialogo && attivo && attivo !== document.body && dialogo.contains(attivo) && attivo.matches('input, textarea, select, [contenteditable="true"]')) return;
    campo?.focus();
  };
}
