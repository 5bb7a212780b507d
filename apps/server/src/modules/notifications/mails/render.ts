import { createElement } from 'react';
import { render } from '@react-email/render';
import { NotificationMail, type NotificationMailProps } from './NotificationMail.js';

/** The HTML and plain-text parts of a notification mail, from one component. */
export async function renderNotificationMail(props: NotificationMailProps): Promise<{ html: string; text: string }> {
  const el = createElement(NotificationMail, props);
  const [html, text] = await Promise.all([render(el), render(el, { plainText: true })]);
  return { html, text };
}
