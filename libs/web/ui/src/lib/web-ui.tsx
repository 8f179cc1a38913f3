import styles from './web-ui.module.css';

export function WebUi() {
  return (
    <div className={styles['container']}>
      <h1>Welcome to WebUi!</h1>
    </div>
  );
}

export default WebUi;
