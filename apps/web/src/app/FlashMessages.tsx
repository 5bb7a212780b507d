import { App } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { flash } from '../lib/flash';
import { AntdProvider } from '../components/AntdProvider';

function Show() {
  const { message } = App.useApp();
  const pending = useSyncExternalStore(flash.subscribe, flash.pending);
  useEffect(() => {
    if (pending.length) for (const f of flash.take()) void message[f.kind](f.text);
  }, [pending, message]);
  return null;
}

/** lib/flash's messages, with antd's look (FlashHost loads this when there is one). */
export default function FlashMessages() {
  return (
    <AntdProvider>
      <Show />
    </AntdProvider>
  );
}
