import { Skeleton } from 'antd';
import { lazyComponent } from '../../../components/lazy-component';

/** InvitationsPanel, loaded when the match detail's 'Invitaciones' panel is first opened (its DatePicker is ~30 KiB). */
export const InvitationsPanel = lazyComponent(() => import('./InvitationsPanel').then((m) => m.InvitationsPanel), <Skeleton active style={{ padding: 16 }} />);
