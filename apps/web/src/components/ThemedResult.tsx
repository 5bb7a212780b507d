import { Result, type ResultProps } from 'antd';
import { AntdProvider } from './AntdProvider';

/** antd's Result with the app's theme: the guards sit above app/AntdArea.tsx (docs/decisions/0047). */
export default function ThemedResult(props: ResultProps) {
  return (
    <AntdProvider>
      <Result {...props} />
    </AntdProvider>
  );
}
