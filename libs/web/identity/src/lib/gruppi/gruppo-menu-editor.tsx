import { useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { VoceMenuGruppo } from '@registro/contracts';
import { menuTree, changeSelection, isSwitchDisabled, expandedKeys, type MenuNode } from './menu-gruppo-switch';

interface GruppoMenuEditorProps {
  menu: VoceMenuGruppo[];
  onChange: (menu: VoceMenuGruppo[]) => void;
}

/** The Menu tab: the catalogue as a tree with an on/off switch per entry (rules of spec 1 §4). */
export function GruppoMenuEditor({ menu, onChange }: GruppoMenuEditorProps) {
  const { t } = useTranslation();
  const [espanse, setEspanse] = useState<Set<string>>(() => new Set(expandedKeys(menu)));
  const alterna = (routeId: string) =>
    setEspanse((attuali) => {
      const nuove = new Set(attuali);
      if (nuove.has(routeId)) nuove.delete(routeId);
      else nuove.add(routeId);
      return nuove;
    });

  const nodo = ({ voce, figli }: MenuNode) => {
    const aperta = espanse.has(voce.routeId);
    const id = `voce-${voce.routeId}`;
    return (
      <li key={voce.routeId} className="registro-editor-voce">
        <div className="registro-editor-riga">
          {figli.length ? (
            <Button
              type="button"
              icon={`pi ${aperta ? 'pi-chevron-down' : 'pi-chevron-right'}`}
              text
              rounded
              size="small"
              aria-label={aperta ? t('gruppi.comprimi', { voce: voce.text }) : t('gruppi.espandi', { voce: voce.text })}
              aria-expanded={aperta}
              onClick={() => alterna(voce.routeId)}
            />
          ) : (
            <span className="registro-editor-rientro" />
          )}
          <InputSwitch
            inputId={id}
            checked={!!voce.selezionato}
            disabled={isSwitchDisabled(menu, voce.routeId)}
            onChange={(e) => onChange(changeSelection(menu, voce.routeId, !!e.value))}
          />
          <label htmlFor={id}>
            {voce.iconCls && <i className={voce.iconCls} aria-hidden />} {voce.text}
          </label>
        </div>
        {figli.length > 0 && aperta && <ul className="registro-editor-albero">{figli.map(nodo)}</ul>}
      </li>
    );
  };

  return <ul className="registro-editor-albero registro-editor-radice">{menuTree(menu).map(nodo)}</ul>;
}
