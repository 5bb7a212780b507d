import type { Plugin } from 'vite';

/**
 * Accessibility fixes inside antd's own code (docs/decisions/0045), each one line of one module, which
 * no option of antd or @ant-design/icons reaches. The build fails if a new version no longer has the line.
 *
 * - Icons are decoration unless named. @ant-design/icons draws every icon as <span role="img" aria-label="calendar">,
 *   so screen readers read English words ('filter Filtros', 'user-add') in a Spanish interface; its IconProvider and
 *   antd's ConfigProvider cannot change that. AntdIcon and AntdIconLight (antd's own icons use them too) make an icon without an
 *   aria-label of ours aria-hidden; with one (aria-label="MVP") it stays an image with that Spanish name. An
 *   icon-only button carries its name on the button.
 * - A list item's title (List.Item.Meta) is an h4 wherever the list sits: under a page's h1 it skips levels. It is
 *   a bold line (lite.css), as the h4 looked.
 * - Buttons antd named only by an icon: the pagination's ‹ › (the locale's 'Página anterior/siguiente') and
 *   Input.Search's magnifier ('Buscar').
 * - The tabs' '···' button (the tabs that do not fit, for the mouse) sits inside role="tablist", where only tabs may
 *   be: it leaves the accessibility tree and the tab order. The keyboard reaches every tab with the arrow keys.
 */
const A11Y_PATCHES = [
  {
    file: /@ant-design[\\/]icons[\\/](es|lib)[\\/]components[\\/]AntdIcon(Light)?\.js$/,
    find: /\{\s*role:\s*"img",\s*"aria-label":\s*icon\.name\s*\}/,
    replace: '(restProps["aria-label"] || restProps["aria-labelledby"] ? { role: "img" } : { "aria-hidden": "true" })',
  },
  {
    file: /@rc-component[\\/]tabs[\\/](es|lib)[\\/]TabNavList[\\/]OperationNode\.js$/,
    find: /className: `\$\{prefixCls\}-nav-more`,/,
    replace: 'className: `${prefixCls}-nav-more`, tabIndex: -1, "aria-hidden": "true",',
  },
  {
    // List.Item.Meta's title is an h4 wherever the list sits (under an h1 it skips two levels): a bold line instead
    file: /[\\/]antd[\\/](es|lib)[\\/]list[\\/]Item\.js$/,
    find: /createElement\("h4", \{\s*className: `\$\{prefixCls\}-item-meta-title`/,
    replace: 'createElement("div", { className: `${prefixCls}-item-meta-title`',
  },
  {
    // the pagination's ‹ › buttons were named by their icons ('left', 'right'): they get the locale's names
    file: /[\\/]antd[\\/](es|lib)[\\/]pagination[\\/]Pagination\.js$/,
    find: /(className: `\$\{prefixCls\}-item-link`,\s*type: "button",\s*tabIndex: -1)(\s*\}, direction === 'rtl' \? \/\*#__PURE__\*\/React\.createElement\(RightOutlined)/,
    replace: '$1, "aria-label": locale.prev_page$2',
  },
  {
    file: /[\\/]antd[\\/](es|lib)[\\/]pagination[\\/]Pagination\.js$/,
    find: /(className: `\$\{prefixCls\}-item-link`,\s*type: "button",\s*tabIndex: -1)(\s*\}, direction === 'rtl' \? \/\*#__PURE__\*\/React\.createElement\(LeftOutlined)/,
    replace: '$1, "aria-label": locale.next_page$2',
  },
  {
    // Input.Search's magnifier button was named by its icon ('search')
    file: /[\\/]antd[\\/](es|lib)[\\/]input[\\/]Search\.js$/,
    find: /(loading: loading,\s*icon: searchIcon,)/,
    replace: '$1 "aria-label": "Buscar",',
  },
];

export function antdA11y(): Plugin {
  return {
    name: 'partidos:antd-a11y',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      const patches = A11Y_PATCHES.filter((p) => p.file.test(file));
      if (!patches.length) return null;
      for (const patch of patches) {
        if (!patch.find.test(code)) throw new Error(`antdA11y: ${file} no longer has ${patch.find}; see apps/web/antd-a11y.ts`);
        code = code.replace(patch.find, patch.replace);
      }
      return { code, map: null };
    },
  };
}
