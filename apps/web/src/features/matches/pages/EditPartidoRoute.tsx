export { EditPartidoPage as default } from './MatchFormPage';
