import type { VoceMenu } from '@registro/contracts';

/** The selected menu entries, nested. */
export function GruppoMenuTree({ voci }: { voci: VoceMenu[] }) {
  return (
    <ul className="registro-albero">
      {voci.map((v) => (
        <li key={v.routeId}>
          {v.iconCls && <i className={v.iconCls} aria-hidden />} <span>{v.text}</span>
          {v.children && <GruppoMenuTree voci={v.children} />}
        </li>
      ))}
    </ul>
  );
}
