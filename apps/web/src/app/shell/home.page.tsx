import logo from '../../assets/registro-logo.svg';

/** A blank page with the logo. */
export function HomePage() {
  return (
    <div className="registro-home">
      <img src={logo} alt="Registro" width={160} height={160} />
      <span className="registro-home-nome">Registro</span>
    </div>
  );
}
