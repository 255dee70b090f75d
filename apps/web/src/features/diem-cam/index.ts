/** Cambridge grades on the web: what other features show of them (a teacher's class page enters its results). */
export { CambridgeClassResults } from './components/class-results';
