import './lite.css';
import './kit.css';

// A confirmation dialog without antd: the native modal <dialog>, so the page behind is inert, Escape
// cancels and the focus comes back to what opened it. Same texts and buttons as antd's modal.confirm.

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  danger?: boolean;
  /** a checkbox under the text; onOk receives whether it was ticked */
  checkbox?: string;
  /** runs with the OK button spinning and shows its own errors; the dialog closes when it ends */
  onOk: (checked: boolean) => Promise<unknown> | void;
}

let seq = 0;

export function confirm({ title, content, okText, cancelText, danger, checkbox, onOk }: ConfirmOptions): void {
  const id = `lite-confirm-${(seq += 1)}`;
  const opener = document.activeElement as HTMLElement | null;
  const dialog = document.createElement('dialog');
  dialog.className = 'lite-modal';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-content`);
  const h = document.createElement('h2');
  h.id = `${id}-title`;
  h.className = 'lite-modal__title';
  h.textContent = title;
  const p = document.createElement('p');
  p.id = `${id}-content`;
  p.className = 'lite-modal__content';
  p.textContent = content;
  let box: HTMLInputElement | null = null;
  const extra: HTMLElement[] = [];
  if (checkbox) {
    const label = document.createElement('label');
    label.className = 'lite-checkbox lite-modal__check';
    box = document.createElement('input');
    box.type = 'checkbox';
    const text = document.createElement('span');
    text.textContent = checkbox;
    label.append(box, text);
    extra.push(label);
  }
  const actions = document.createElement('div');
  actions.className = 'lite-modal__actions';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'lite-btn';
  cancel.textContent = cancelText;
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = `lite-btn lite-btn--primary${danger ? ' lite-btn--danger' : ''}`;
  ok.textContent = okText;
  actions.append(cancel, ok);
  dialog.append(h, p, ...extra, actions);

  const close = () => {
    dialog.close();
    dialog.remove();
    if (opener?.isConnected) opener.focus();
  };
  cancel.addEventListener('click', close);
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    if (!ok.disabled) close();
  });
  const accept = async () => {
    ok.disabled = true;
    cancel.disabled = true;
    ok.classList.add('lite-btn--loading');
    ok.setAttribute('aria-busy', 'true');
    try {
      await onOk(box?.checked ?? false);
    } catch (e) {
      // onOk shows its own errors (each caller's does): one that gets past it is only logged
      console.error(e);
    } finally {
      close();
    }
  };
  ok.addEventListener('click', () => { void accept(); });
  document.body.append(dialog);
  dialog.showModal();
  ok.focus();
}
