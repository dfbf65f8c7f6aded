import { type Plugin } from 'vite';
import { sourceEditsPlugin } from './source-edits';

/**
 * Mantine's AppShell header (and footer and aside) take one thing from react-remove-scroll, the
 * library that stops the page scrolling behind a modal: the name of the class that keeps a fixed
 * bar clear of the scrollbar it hides. That import put the whole library (~4 KB on the wire,
 * with its helpers) on every signed-in page, the live map among them, though the modals that
 * use it load with their pages. The name comes from the library's own constants file instead,
 * the one its modal code reads too, so both still agree (issue 9).
 */
export function mantineAppShellWithoutRemoveScroll(): Plugin {
  return sourceEditsPlugin({
    name: 'fleet:mantine-app-shell-without-remove-scroll',
    files:
      /\/@mantine\/core\/esm\/components\/AppShell\/AppShell(Header|Footer|Aside)\/AppShell\1\.mjs$/,
    edits: [
      {
        find: "import { RemoveScroll } from 'react-remove-scroll';",
        replace:
          "import { zeroRightClassName, fullWidthClassName } from 'react-remove-scroll-bar/constants';\n" +
          'const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };',
      },
    ],
  });
}
