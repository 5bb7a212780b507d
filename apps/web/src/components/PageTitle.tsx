import { Typography, theme } from 'antd';
import type { TitleProps } from 'antd/es/typography/Title';

// Every page has exactly one h1 and its headings go down one level at a time (docs/decisions/0045). The
// semantic level and the look are separate here: a page's title is its h1 drawn at the size it had before (antd's
// level-2 title for most pages, 3 or 4 for a greeting or a person's name), and a card's or a dialog's heading is an
// h2 drawn at the small size it had as an h4 or h5, so nothing moves on screen.

type Size = 1 | 2 | 3 | 4 | 5;

/** A heading of `level` drawn as antd's Title of `size`. */
export function Heading({ level = 2, size, style, ...rest }: Omit<TitleProps, 'level'> & { level?: 1 | 2 | 3; size: Size }) {
  const { token } = theme.useToken();
  return <Typography.Title {...rest} level={level} style={{ fontSize: token[`fontSizeHeading${size}`], lineHeight: token[`lineHeightHeading${size}`], ...style }} />;
}

/** The page's h1, at the size of antd's Title `size` (2 unless told). */
export function PageTitle({ size = 2, ...rest }: Omit<TitleProps, 'level'> & { size?: Size }) {
  return <Heading {...rest} level={1} size={size} />;
}

export { InlineH1 } from './InlineH1';
