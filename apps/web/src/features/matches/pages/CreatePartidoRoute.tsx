export { CreatePartidoPage as default } from './MatchFormPage';
