import { Skeleton } from '../../../components/lite/kit';
import { lazyComponent, lazyDialog } from '../../../components/lazy-component';

// The match detail's payment pieces that are not on its first screen: the organiser's panel (a Table) when
// its section opens, the receipt upload (Upload, Image) when it is asked for.

export const PaymentsPanel = lazyComponent(() => import('./PaymentsPanel').then((m) => m.PaymentsPanel), <div style={{ padding: 16 }}><Skeleton /></div>);
export const UploadReceiptModal = lazyDialog(() => import('./UploadReceiptModal').then((m) => m.UploadReceiptModal));
