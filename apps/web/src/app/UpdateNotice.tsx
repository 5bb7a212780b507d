import { UpdateBanner } from '../components/UpdateBanner';
import { AntdProvider } from '../components/AntdProvider';

/** The update banner with antd's theme: UpdatePrompt loads it only when a new version waits. */
export default function UpdateNotice({ onUpdate, onClose }: { onUpdate: () => Promise<void> | void; onClose: () => void }) {
  return (
    <AntdProvider>
      <UpdateBanner open onUpdate={onUpdate} onClose={onClose} />
    </AntdProvider>
  );
}
