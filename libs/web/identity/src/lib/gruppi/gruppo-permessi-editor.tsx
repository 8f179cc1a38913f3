import { InputSwitch } from 'primereact/inputswitch';
import type { GruppoDetail } from './gruppo';

type Sezioni = GruppoDetail['sezioni'];

interface GruppoPermessiEditorProps {
  sezioni: Sezioni;
  onChange: (sezioni: Sezioni) => void;
}

/** The Permessi tab: each section with a switch per permission. */
export function GruppoPermessiEditor({ sezioni, onChange }: GruppoPermessiEditorProps) {
  const cambia = (idSezione: string, permesso: string, attivo: boolean) =>
    onChange(
      sezioni.map((s) =>
        s.id === idSezione ? { ...s, permessi: s.permessi.map((p) => (p.descrizione === permesso ? { ...p, attivo } : p)) } : s,
      ),
    );
  return (
    <table className="registro-tabella-permessi">
      <tbody>
        {sezioni.map((sezione) => (
          <tr key={sezione.id}>
            <th scope="row">{sezione.descrizione}</th>
            <td>
              <div className="registro-permessi-switch">
                {sezione.permessi.map((p) => {
                  const id = `permesso-${sezione.id}-${p.descrizione}`;
                  return (
                    <span key={p.descrizione} className="registro-permesso-switch">
                      <InputSwitch inputId={id} checked={p.attivo} onChange={(e) => cambia(sezione.id, p.descrizione, !!e.value)} aria-label={`${sezione.descrizione} ${p.descrizione}`} />
                      <label htmlFor={id}>{p.descrizione}</label>
                    </span>
                  );
                })}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
