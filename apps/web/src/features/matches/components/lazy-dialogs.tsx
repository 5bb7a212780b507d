import { lazyDialog } from '../../../components/lazy-component';

// The match detail's dialogs load the first time they open: their forms, number inputs and drawers are not part of the
// page's first load.
export const ResultModal = lazyDialog(() => import('./MatchDialogs').then((m) => m.ResultModal));
export const AttendanceRecordModal = lazyDialog(() => import('./AttendanceRecordModal').then((m) => m.AttendanceRecordModal));
export const ManagePlayers = lazyDialog(() => import('./ManagePlayers').then((m) => m.ManagePlayers));
