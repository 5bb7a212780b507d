import { Skeleton } from '../../../components/lite/kit';
import { lazyComponent } from '../../../components/lazy-component';

/** InvitationsPanel, loaded when the match detail's 'Invitaciones' panel is first opened (its DatePicker is ~30 KiB). */
export const InvitationsPanel = lazyComponent(() => import('./InvitationsPanel').then((m) => m.InvitationsPanel), <div style={{ padding: 16 }}><Skeleton /></div>);
